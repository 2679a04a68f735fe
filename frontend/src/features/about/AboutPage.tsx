import {
  ArrowRight,
  Award,
  Cpu,
  ExternalLink as ExternalLinkIcon,
  Eye,
  Globe,
  GraduationCap,
  HeartHandshake,
  Mail,
  Recycle,
  Sprout,
  Target,
  Users,
  UsersRound,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES, MISSION } from '../../app/config/constants';
import { EXTERNAL_LINKS, mailtoHref } from '../../app/config/external-links';
import { TyreBagIllustration } from '../../components/illustrations/TyreBagIllustration';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink, ExternalButtonLink } from '../../components/ui/Button';
import { Card, CardGrid } from '../../components/ui/Card';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import { languageOption } from '../../i18n/languages';
import { ABOUT_ANCHORS, routePath } from '../../routes/site-routes';
import styles from './AboutPage.module.css';

/** Where the interest form sits on the get-involved page. */
const INTEREST_FORM_ANCHOR = 'interest-form';

/**
 * The about page: founder story, vision, values, impact, team and a join call, plus the MIT Solve,
 * awards and contact sections the footer links to.
 */
export function AboutPage() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  // "8,000 km" with the unit as each language writes it (Persian: کیلومتر).
  const distance = new Intl.NumberFormat(languageOption(i18n.resolvedLanguage ?? i18n.language).locale, {
    style: 'unit',
    unit: 'kilometer',
  }).format(FIGURES.foundersTripKm);
  const tripYear = format.plain(FIGURES.foundersTripYear);

  const visionCards = [
    { icon: <Target size={24} />, title: t('about.vision.reach.title'), text: t('about.vision.reach.text') },
    { icon: <Eye size={24} />, title: t('about.vision.open.title'), text: t('about.vision.open.text') },
    { icon: <Sprout size={24} />, title: t('about.vision.evidence.title'), text: t('about.vision.evidence.text') },
  ];
  const values = [
    { icon: <Recycle size={24} />, title: t('about.values.circular.title'), text: t('about.values.circular.text') },
    {
      icon: <Cpu size={24} />,
      title: t('about.values.techForAll.title'),
      text: t('about.values.techForAll.text', { cost: format.currency(FIGURES.diyCostEuro) }),
    },
    { icon: <HeartHandshake size={24} />, title: t('about.values.community.title'), text: t('about.values.community.text') },
  ];
  const teamGroups = [
    { icon: <Users size={24} />, title: t('about.team.core.title'), text: t('about.team.core.text') },
    { icon: <Wrench size={24} />, title: t('about.team.engineering.title'), text: t('about.team.engineering.text') },
    { icon: <HeartHandshake size={24} />, title: t('about.team.coaches.title'), text: t('about.team.coaches.text') },
    {
      icon: <GraduationCap size={24} />,
      title: t('about.team.students.title'),
      text: t('about.team.students.text', { universities: format.number(FIGURES.universities) }),
    },
    { icon: <UsersRound size={24} />, title: t('about.team.volunteers.title'), text: t('about.team.volunteers.text') },
  ];

  return (
    <>
      <PageTitle title={t('about.meta.title')} description={t('about.meta.description')} />
      <PageHero badge={t('about.hero.badge')} title={t('about.hero.title')} subtitle={t('about.hero.subtitle')} />

      <Section eyebrow={t('about.founder.eyebrow')} title={t('about.founder.title')}>
        <div className={styles.split}>
          <div className={styles.prose}>
            <p>{t('about.founder.paragraph1')}</p>
            <p>{t('about.founder.paragraph2')}</p>
            <p>{t('about.founder.paragraph3')}</p>
          </div>
          <TyreBagIllustration label={t('about.founder.bagAlt')} className={styles.founderBag} />
        </div>
      </Section>

      <Section tone="alt" eyebrow={t('about.inspiration.eyebrow')} title={t('about.inspiration.title')}>
        <div className={styles.split}>
          <div className={styles.prose}>
            <p>{t('about.inspiration.paragraph1', { year: tripYear, distance })}</p>
            <p>{t('about.inspiration.paragraph2')}</p>
            <p>{t('about.inspiration.paragraph3')}</p>
          </div>
          <StatGrid>
            <StatTile stat={tripYear} label={t('about.inspiration.yearLabel')} />
            <StatTile stat={distance} label={t('about.inspiration.distanceLabel')} />
          </StatGrid>
        </div>
      </Section>

      <Section
        eyebrow={t('about.vision.eyebrow')}
        title={t('about.vision.title')}
        intro={t('about.vision.intro', { year: format.plain(MISSION.targetYear), lives: format.number(MISSION.livesToImpact) })}
      >
        <CardGrid columns={3}>
          {visionCards.map((card) => (
            <Card key={card.title} icon={card.icon} title={card.title} tone="brand">
              <p>{card.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section tone="alt" eyebrow={t('about.values.eyebrow')} title={t('about.values.title')}>
        <CardGrid columns={3}>
          {values.map((value) => (
            <Card key={value.title} icon={value.icon} title={value.title}>
              <p>{value.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        tone="dark"
        eyebrow={t('about.impact.eyebrow')}
        title={t('about.impact.title', { continents: format.number(FIGURES.continents) })}
        intro={t('about.impact.intro')}
      >
        <StatGrid>
          <StatTile tone="dark" stat={format.number(FIGURES.kits)} label={t('about.impact.kits')} />
          <StatTile tone="dark" stat={format.number(FIGURES.continents)} label={t('about.impact.continents')} />
          <StatTile tone="dark" stat={format.number(FIGURES.youthReached)} label={t('about.impact.youth')} />
          <StatTile tone="dark" stat={format.number(FIGURES.communityLabs)} label={t('about.impact.labs')} />
        </StatGrid>
      </Section>

      <Section eyebrow={t('about.team.eyebrow')} title={t('about.team.title')} intro={t('about.team.intro')}>
        <CardGrid columns={3} phone="list">
          {teamGroups.map((group) => (
            <Card key={group.title} icon={group.icon} title={group.title}>
              <p>{group.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section tone="brand" title={t('about.join.title')}>
        <div className={styles.join}>
          <p className={styles.prose}>{t('about.join.text')}</p>
          <ExternalButtonLink href={EXTERNAL_LINKS.forms.joinTeam} icon={<ExternalLinkIcon aria-hidden="true" size={18} />}>
            {t('about.join.button')}
          </ExternalButtonLink>
        </div>
      </Section>

      <Section id={ABOUT_ANCHORS.mitSolve} tone="alt" eyebrow={t('about.mitSolve.eyebrow')} title={t('about.mitSolve.title')}>
        <div className={styles.recognition}>
          <span className={styles.recognitionIcon} aria-hidden="true">
            <Globe size={28} />
          </span>
          <p className={styles.prose}>{t('about.mitSolve.text')}</p>
        </div>
      </Section>

      <Section
        id={ABOUT_ANCHORS.awards}
        eyebrow={t('about.awards.eyebrow')}
        title={t('about.awards.title')}
        intro={t('about.awards.intro')}
      >
        <CardGrid columns={2}>
          <Card icon={<Award size={24} />} title={t('about.awards.ceb.title')} tone="accent">
            <p>{t('about.awards.ceb.text')}</p>
          </Card>
          <Card icon={<Award size={24} />} title={t('about.awards.frenchTech.title')} tone="accent">
            <p>{t('about.awards.frenchTech.text')}</p>
          </Card>
        </CardGrid>
      </Section>

      <Section id={ABOUT_ANCHORS.contact} tone="alt" eyebrow={t('about.contact.eyebrow')} title={t('about.contact.title')}>
        <div className={styles.contact}>
          <p className={styles.prose}>{t('about.contact.text')}</p>
          <div>
            <p className={styles.emailLabel}>{t('about.contact.emailLabel')}</p>
            <a className={styles.email} href={mailtoHref(EXTERNAL_LINKS.contact.email)}>
              <Mail aria-hidden="true" size={22} />
              {EXTERNAL_LINKS.contact.email}
            </a>
          </div>
          <p>{t('about.contact.formText')}</p>
          <div>
            <ButtonLink
              to={`${routePath('getInvolved')}#${INTEREST_FORM_ANCHOR}`}
              variant="secondary"
              icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
            >
              {t('about.contact.formLink')}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
