import {
  Activity,
  ArrowRight,
  Bluetooth,
  ChartColumn,
  CircleDot,
  Cloud,
  Code,
  Cpu,
  HeartHandshake,
  Recycle,
  Sparkles,
  TrendingUp,
  Users,
  Wind,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FIGURES } from '../../app/config/constants';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink, ExternalButtonLink, InPageButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { CoachPhoneIllustration } from './CoachPhoneIllustration';
import { DashboardIllustration } from './DashboardIllustration';
import { SmartBagIllustration } from './SmartBagIllustration';
import styles from './TechnologyPage.module.css';

/** In-page anchors of the three parts of the system (other pages may link to them). */
export const TECHNOLOGY_ANCHORS = { smartBag: 'smart-bag', aiCoach: 'ai-coach', dashboard: 'dashboard' } as const;

const ICON_SIZE = 22;

interface Feature {
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

interface FeatureSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  illustration: ReactNode;
  /** Which side of the text the illustration sits on, on wide screens; "start" mirrors in right-to-left languages. */
  mediaSide: 'start' | 'end';
  tone: 'plain' | 'alt';
  features: Feature[];
  children?: ReactNode;
}

function FeatureSection({ id, eyebrow, title, intro, illustration, mediaSide, tone, features, children }: FeatureSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.feature} ${styles[tone]}`}>
      <div className={`container ${styles.featureGrid} ${mediaSide === 'start' ? styles.mediaStart : ''}`}>
        <div className={styles.featureText}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.featureTitle}>
            {title}
          </h2>
          <p className={styles.intro}>{intro}</p>
          <ul className={styles.featureList}>
            {features.map((feature) => (
              <li key={feature.title} className={styles.featureItem}>
                <span className={styles.featureIcon} aria-hidden="true">
                  {feature.icon}
                </span>
                <div>
                  <h3 className={styles.featureItemTitle}>{feature.title}</h3>
                  <p className={styles.featureItemText}>{feature.text}</p>
                </div>
              </li>
            ))}
          </ul>
          {children}
        </div>
        <figure className={styles.media}>{illustration}</figure>
      </div>
    </section>
  );
}

export function TechnologyPage() {
  const { t } = useTranslation();
  const format = useFormatters();

  const bagFeatures: Feature[] = [
    { icon: <Cpu size={ICON_SIZE} />, title: t('technology.bag.board.title'), text: t('technology.bag.board.text') },
    { icon: <Activity size={ICON_SIZE} />, title: t('technology.bag.sensor.title'), text: t('technology.bag.sensor.text') },
    { icon: <CircleDot size={ICON_SIZE} />, title: t('technology.bag.screen.title'), text: t('technology.bag.screen.text') },
    { icon: <Bluetooth size={ICON_SIZE} />, title: t('technology.bag.bluetooth.title'), text: t('technology.bag.bluetooth.text') },
    {
      icon: <Recycle size={ICON_SIZE} />,
      title: t('technology.bag.tyres.title'),
      text: t('technology.bag.tyres.text', { cost: format.currency(FIGURES.diyCostEuro) }),
    },
  ];

  const coachFeatures: Feature[] = [
    { icon: <Sparkles size={ICON_SIZE} />, title: t('technology.coach.feedback.title'), text: t('technology.coach.feedback.text') },
    {
      icon: <TrendingUp size={ICON_SIZE} />,
      title: t('technology.coach.plans.title'),
      text: t('technology.coach.plans.text', { weeks: format.number(FIGURES.programmeWeeks) }),
    },
    { icon: <Wind size={ICON_SIZE} />, title: t('technology.coach.resilience.title'), text: t('technology.coach.resilience.text') },
    { icon: <HeartHandshake size={ICON_SIZE} />, title: t('technology.coach.care.title'), text: t('technology.coach.care.text') },
  ];

  const dashboardFeatures: Feature[] = [
    {
      icon: <ChartColumn size={ICON_SIZE} />,
      title: t('technology.dashboard.analytics.title'),
      text: t('technology.dashboard.analytics.text'),
    },
    { icon: <Users size={ICON_SIZE} />, title: t('technology.dashboard.groups.title'), text: t('technology.dashboard.groups.text') },
    { icon: <Cloud size={ICON_SIZE} />, title: t('technology.dashboard.sync.title'), text: t('technology.dashboard.sync.text') },
    {
      icon: <Code size={ICON_SIZE} />,
      title: t('technology.dashboard.api.title'),
      text: (
        <>
          {t('technology.dashboard.api.text')}{' '}
          <Link to={`${routePath('forDevelopers')}#api-docs`}>{t('technology.dashboard.api.link')}</Link>
        </>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={t('technology.meta.title')} description={t('technology.meta.description')} />
      <PageHero
        badge={t('technology.hero.badge')}
        title={t('technology.hero.title')}
        subtitle={t('technology.hero.subtitle')}
        actions={
          <nav aria-label={t('technology.hero.navLabel')} className={styles.jumpNav}>
            <InPageButtonLink targetId={TECHNOLOGY_ANCHORS.smartBag} variant="secondary">
              {t('technology.bag.eyebrow')}
            </InPageButtonLink>
            <InPageButtonLink targetId={TECHNOLOGY_ANCHORS.aiCoach} variant="secondary">
              {t('technology.coach.eyebrow')}
            </InPageButtonLink>
            <InPageButtonLink targetId={TECHNOLOGY_ANCHORS.dashboard} variant="secondary">
              {t('technology.dashboard.eyebrow')}
            </InPageButtonLink>
          </nav>
        }
      />

      <FeatureSection
        id={TECHNOLOGY_ANCHORS.smartBag}
        eyebrow={t('technology.bag.eyebrow')}
        title={t('technology.bag.title')}
        intro={t('technology.bag.intro')}
        illustration={<SmartBagIllustration label={t('technology.bag.alt')} />}
        mediaSide="end"
        tone="plain"
        features={bagFeatures}
      />

      <FeatureSection
        id={TECHNOLOGY_ANCHORS.aiCoach}
        eyebrow={t('technology.coach.eyebrow')}
        title={t('technology.coach.title')}
        intro={t('technology.coach.intro')}
        illustration={<CoachPhoneIllustration label={t('technology.coach.alt')} />}
        mediaSide="start"
        tone="alt"
        features={coachFeatures}
      >
        <p className={styles.claim}>{t('technology.coach.claim', { percent: format.percent(FIGURES.resilienceImprovementPercent) })}</p>
      </FeatureSection>

      <FeatureSection
        id={TECHNOLOGY_ANCHORS.dashboard}
        eyebrow={t('technology.dashboard.eyebrow')}
        title={t('technology.dashboard.title')}
        intro={t('technology.dashboard.intro')}
        illustration={<DashboardIllustration label={t('technology.dashboard.alt')} />}
        mediaSide="end"
        tone="plain"
        features={dashboardFeatures}
      />

      <Section id="early-access" tone="brand" centered title={t('technology.cta.title')} intro={t('technology.cta.text')}>
        <div className={styles.ctaActions}>
          <ExternalButtonLink
            href={EXTERNAL_LINKS.forms.earlyAccess}
            icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
          >
            {t('technology.cta.button')}
          </ExternalButtonLink>
          <ButtonLink to={routePath('diyHub')} variant="onDark">
            {t('technology.cta.diy')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
