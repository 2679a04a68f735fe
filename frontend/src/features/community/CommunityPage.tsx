import { ArrowRight, BookOpenText, CalendarDays, Code, Code2, MessageCircle, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FIGURES } from '../../app/config/constants';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { PageTitle } from '../../components/layout/PageTitle';
import { ExternalButtonLink, LabelWithIcon } from '../../components/ui/Button';
import { Card, CardGrid } from '../../components/ui/Card';
import { ExternalLink } from '../../components/ui/ExternalLink';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { CommunityIllustration } from './CommunityIllustration';
import styles from './CommunityPage.module.css';

const linkIcon = <ArrowRight aria-hidden="true" size={16} className="icon-directional" />;

/** The places where the community talks; each names who it is for and links there. */
const PLACES: { titleKey: string; textKey: string; linkKey: string; href: string; icon: ReactNode }[] = [
  {
    titleKey: 'community.join.contributors.title',
    textKey: 'community.join.contributors.text',
    linkKey: 'community.join.contributors.link',
    href: EXTERNAL_LINKS.sourceCode.organisation,
    icon: <Code2 size={22} />,
  },
  {
    titleKey: 'community.join.forum.title',
    textKey: 'community.join.forum.text',
    linkKey: 'community.join.forum.link',
    href: EXTERNAL_LINKS.community.forum,
    icon: <MessagesSquare size={22} />,
  },
  {
    titleKey: 'community.join.chat.title',
    textKey: 'community.join.chat.text',
    linkKey: 'community.join.chat.link',
    href: EXTERNAL_LINKS.community.discord,
    icon: <MessageCircle size={22} />,
  },
];

export function CommunityPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <PageTitle title={t('community.meta.title')} description={t('community.meta.description')} />
      <PageHero
        badge={t('community.hero.badge')}
        title={t('community.hero.title')}
        subtitle={t('community.hero.subtitle')}
        media={<CommunityIllustration />}
      />

      <Section id="spaces" eyebrow={t('community.spaces.eyebrow')} title={t('community.spaces.title')}>
        <CardGrid columns={3} phone="scroll">
          <Card
            icon={<MessagesSquare size={24} />}
            title={t('community.spaces.forums.title')}
            footer={
              <ExternalLink href={EXTERNAL_LINKS.community.forum} className={styles.cardLink}>
                <LabelWithIcon icon={linkIcon}>{t('community.spaces.forums.link')}</LabelWithIcon>
              </ExternalLink>
            }
          >
            <p>{t('community.spaces.forums.text')}</p>
          </Card>
          <Card
            icon={<CalendarDays size={24} />}
            title={t('community.spaces.workshops.title')}
            footer={
              <Link to={`${routePath('getInvolved')}#ways-to-help`} className={styles.cardLink}>
                <LabelWithIcon icon={linkIcon}>{t('community.spaces.workshops.link')}</LabelWithIcon>
              </Link>
            }
          >
            <p>{t('community.spaces.workshops.text')}</p>
          </Card>
          <Card
            icon={<BookOpenText size={24} />}
            title={t('community.spaces.stories.title')}
            footer={
              <Link to={routePath('blog')} className={styles.cardLink}>
                <LabelWithIcon icon={linkIcon}>{t('community.spaces.stories.link')}</LabelWithIcon>
              </Link>
            }
          >
            <p>{t('community.spaces.stories.text')}</p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="in-numbers" tone="dark" eyebrow={t('community.stats.eyebrow')} title={t('community.stats.title')}>
        <StatGrid>
          <StatTile tone="dark" stat={format.number(FIGURES.communityMembers)} label={t('community.stats.members')} />
          <StatTile tone="dark" stat={format.number(FIGURES.communityCountries)} label={t('community.stats.countries')} />
          <StatTile tone="dark" stat={format.number(FIGURES.builtSystems)} label={t('community.stats.builtSystems')} />
          <StatTile
            tone="dark"
            stat={t('community.stats.trainingSessionsStat', { count: format.number(FIGURES.trainingSessions) })}
            label={t('community.stats.trainingSessions')}
          />
        </StatGrid>
      </Section>

      <Section id="join" eyebrow={t('community.join.eyebrow')} title={t('community.join.title')} intro={t('community.join.text')}>
        <div className={styles.joinActions}>
          <ExternalButtonLink href={EXTERNAL_LINKS.community.discord} icon={<MessageCircle aria-hidden="true" size={18} />}>
            {t('community.join.discord')}
          </ExternalButtonLink>
          <ExternalButtonLink
            href={EXTERNAL_LINKS.sourceCode.organisation}
            variant="secondary"
            icon={<Code aria-hidden="true" size={18} />}
          >
            {t('community.join.github')}
          </ExternalButtonLink>
        </div>
        <h3 className={styles.placesTitle}>{t('community.join.placesTitle')}</h3>
        <ul className={styles.places}>
          {PLACES.map(({ titleKey, textKey, linkKey, href, icon }) => (
            <li key={titleKey} className={styles.place}>
              <span className={styles.placeIcon} aria-hidden="true">
                {icon}
              </span>
              <div>
                <h4 className={styles.placeTitle}>{t(titleKey)}</h4>
                <p className={styles.placeText}>{t(textKey)}</p>
                <ExternalLink href={href} className={styles.cardLink}>
                  <LabelWithIcon icon={linkIcon}>{t(linkKey)}</LabelWithIcon>
                </ExternalLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
