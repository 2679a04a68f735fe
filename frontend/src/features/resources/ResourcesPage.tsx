import {
  ArrowRight,
  BookOpen,
  ChartColumn,
  FileCode,
  Mail,
  Megaphone,
  Microscope,
  Newspaper,
  PenTool,
  Presentation,
  Users,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FIGURES } from '../../app/config/constants';
import { EXTERNAL_LINKS, mailtoHref } from '../../app/config/external-links';
import { PageTitle } from '../../components/layout/PageTitle';
import { LabelWithIcon } from '../../components/ui/Button';
import { Card, CardGrid } from '../../components/ui/Card';
import { ExternalLink } from '../../components/ui/ExternalLink';
import { PageHero } from '../../components/ui/PageHero';
import { Section, type SectionTone } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import styles from './ResourcesPage.module.css';

const ICON_SIZE = 24;

/** Where a resource card leads: a page of this site, another site, or an e-mail. */
type Destination = { to: string } | { href: string } | { mailto: string };

interface Resource {
  icon: ReactNode;
  title: string;
  text: string;
  linkLabel: string;
  destination: Destination;
}

interface AudienceGroup {
  id: string;
  title: string;
  intro: string;
  resources: Resource[];
}

function ResourceLink({ destination, children }: { destination: Destination; children: ReactNode }) {
  const arrow = <ArrowRight aria-hidden="true" size={16} className="icon-directional" />;
  if ('to' in destination) {
    return (
      <Link to={destination.to} className={styles.cardLink}>
        <LabelWithIcon icon={arrow}>{children}</LabelWithIcon>
      </Link>
    );
  }
  if ('href' in destination) {
    return (
      <ExternalLink href={destination.href} className={styles.cardLink}>
        <LabelWithIcon icon={arrow}>{children}</LabelWithIcon>
      </ExternalLink>
    );
  }
  return (
    <a href={mailtoHref(destination.mailto)} className={styles.cardLink}>
      {children} <Mail aria-hidden="true" size={16} />
    </a>
  );
}

export function ResourcesPage() {
  const { t } = useTranslation();
  const format = useFormatters();

  const groups: AudienceGroup[] = [
    {
      id: 'makers',
      title: t('resources.makers.title'),
      intro: t('resources.makers.intro'),
      resources: [
        {
          icon: <Wrench size={ICON_SIZE} />,
          title: t('resources.makers.guides.title'),
          text: t('resources.makers.guides.text'),
          linkLabel: t('resources.makers.guides.link'),
          destination: { to: routePath('diyHub') },
        },
        {
          icon: <PenTool size={ICON_SIZE} />,
          title: t('resources.makers.hardware.title'),
          text: t('resources.makers.hardware.text'),
          linkLabel: t('resources.makers.hardware.link'),
          destination: { href: EXTERNAL_LINKS.sourceCode.hardware },
        },
      ],
    },
    {
      id: 'developers',
      title: t('resources.developers.title'),
      intro: t('resources.developers.intro'),
      resources: [
        {
          icon: <BookOpen size={ICON_SIZE} />,
          title: t('resources.developers.docs.title'),
          text: t('resources.developers.docs.text'),
          linkLabel: t('resources.developers.docs.link'),
          destination: { to: `${routePath('forDevelopers')}#api-docs` },
        },
        {
          icon: <FileCode size={ICON_SIZE} />,
          title: t('resources.developers.code.title'),
          text: t('resources.developers.code.text'),
          linkLabel: t('resources.developers.code.link'),
          destination: { href: EXTERNAL_LINKS.sourceCode.organisation },
        },
      ],
    },
    {
      id: 'research',
      title: t('resources.research.title'),
      intro: t('resources.research.intro'),
      resources: [
        {
          icon: <Microscope size={ICON_SIZE} />,
          title: t('resources.research.evidence.title'),
          text: t('resources.research.evidence.text'),
          linkLabel: t('resources.research.evidence.link'),
          destination: { to: `${routePath('forHealthcare')}#research` },
        },
        {
          icon: <ChartColumn size={ICON_SIZE} />,
          title: t('resources.research.impact.title'),
          text: t('resources.research.impact.text', { continents: format.number(FIGURES.continents) }),
          linkLabel: t('resources.research.impact.link'),
          destination: { to: routePath('impact') },
        },
      ],
    },
    {
      id: 'educators',
      title: t('resources.educators.title'),
      intro: t('resources.educators.intro'),
      resources: [
        {
          icon: <Presentation size={ICON_SIZE} />,
          title: t('resources.educators.programme.title'),
          text: t('resources.educators.programme.text'),
          linkLabel: t('resources.educators.programme.link'),
          destination: { to: routePath('forBoxingCommunity') },
        },
        {
          icon: <Users size={ICON_SIZE} />,
          title: t('resources.educators.workshops.title'),
          text: t('resources.educators.workshops.text'),
          linkLabel: t('resources.educators.workshops.link'),
          destination: { to: routePath('getInvolved') },
        },
      ],
    },
    {
      id: 'press',
      title: t('resources.press.title'),
      intro: t('resources.press.intro'),
      resources: [
        {
          icon: <Megaphone size={ICON_SIZE} />,
          title: t('resources.press.kit.title'),
          text: t('resources.press.kit.text'),
          linkLabel: t('resources.press.kit.link'),
          destination: { mailto: EXTERNAL_LINKS.contact.email },
        },
        {
          icon: <Newspaper size={ICON_SIZE} />,
          title: t('resources.press.blog.title'),
          text: t('resources.press.blog.text'),
          linkLabel: t('resources.press.blog.link'),
          destination: { to: routePath('blog') },
        },
      ],
    },
  ];

  const tones: SectionTone[] = ['plain', 'alt'];

  return (
    <>
      <PageTitle title={t('resources.meta.title')} description={t('resources.meta.description')} />
      <PageHero
        badge={t('resources.hero.badge')}
        title={t('resources.hero.title')}
        subtitle={t('resources.hero.subtitle')}
        actions={
          <nav aria-label={t('resources.hero.navLabel')}>
            <ul className={styles.jumpList}>
              {groups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`} className={styles.jumpLink}>
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        }
      />
      {groups.map((group, index) => (
        <Section key={group.id} id={group.id} tone={tones[index % tones.length]} title={group.title} intro={group.intro}>
          <CardGrid columns={2} phone="list">
            {group.resources.map((resource) => (
              <Card
                key={resource.title}
                icon={resource.icon}
                title={resource.title}
                footer={<ResourceLink destination={resource.destination}>{resource.linkLabel}</ResourceLink>}
              >
                <p>{resource.text}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
      ))}
    </>
  );
}
