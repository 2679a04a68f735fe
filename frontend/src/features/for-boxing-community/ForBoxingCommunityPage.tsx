import {
  Activity,
  BrainCircuit,
  Building2,
  CalendarCheck,
  Cpu,
  Crosshair,
  Dumbbell,
  Gauge,
  Hammer,
  House,
  Radar,
  ScanLine,
  TrendingUp,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES, SUGGESTED_AMOUNTS } from '../../app/config/constants';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink, InPageButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { CheckList } from '../audiences/CheckList';
import { IconCards } from '../audiences/IconCards';
import { MetricsPanel } from '../audiences/MetricsPanel';
import { BoxingHeroArt } from './BoxingHeroArt';
import styles from './ForBoxingCommunityPage.module.css';
import { ImpactStory } from './ImpactStory';

const METRICS_ID = 'metrics';
/** The example boxer's last sessions and power trend, drawn beside the figures (decorative). */
const SESSION_BARS = [0.45, 0.6, 0.5, 0.75, 0.65, 0.9, 0.8, 1] as const;
const POWER_TREND = [0.2, 0.28, 0.25, 0.4, 0.46, 0.44, 0.6, 0.7, 0.78] as const;
/** The accuracy ring and force gauge show the figure itself; the gauge's full scale is 3,000 N. */
const FORCE_GAUGE_FULL_SCALE_NEWTON = 3_000;

export function ForBoxingCommunityPage() {
  const { t } = useTranslation();
  const format = useFormatters();

  const benefits = [
    { id: 'feedback', text: t('forBoxingCommunity.benefits.feedback') },
    { id: 'coaching', text: t('forBoxingCommunity.benefits.coaching') },
    { id: 'openSource', text: t('forBoxingCommunity.benefits.openSource') },
    { id: 'tyres', text: t('forBoxingCommunity.benefits.tyres') },
    { id: 'offline', text: t('forBoxingCommunity.benefits.offline') },
    { id: 'giveBack', text: t('forBoxingCommunity.benefits.giveBack') },
  ];

  const metrics = [
    {
      id: 'force',
      icon: Gauge,
      label: t('forBoxingCommunity.metrics.force'),
      value: t('forBoxingCommunity.metrics.forceValue', { value: format.number(FIGURES.punchForceNewton) }),
      visual: { kind: 'gauge', fraction: FIGURES.punchForceNewton / FORCE_GAUGE_FULL_SCALE_NEWTON },
    },
    {
      id: 'accuracy',
      icon: Crosshair,
      label: t('forBoxingCommunity.metrics.accuracy'),
      value: format.percent(FIGURES.accuracyPercent),
      visual: { kind: 'ring', fraction: FIGURES.accuracyPercent / 100 },
    },
    {
      id: 'sessions',
      icon: CalendarCheck,
      label: t('forBoxingCommunity.metrics.sessions'),
      value: format.number(FIGURES.sessions),
      visual: { kind: 'bars', heights: SESSION_BARS },
    },
    {
      id: 'improvement',
      icon: TrendingUp,
      label: t('forBoxingCommunity.metrics.improvement'),
      value: format.percentChange(FIGURES.improvementPercent),
      visual: { kind: 'trend', points: POWER_TREND },
    },
  ] as const;

  const environments = [
    {
      id: 'gym',
      icon: Dumbbell,
      title: t('forBoxingCommunity.environments.gym.title'),
      text: t('forBoxingCommunity.environments.gym.text'),
    },
    {
      id: 'home',
      icon: House,
      title: t('forBoxingCommunity.environments.home.title'),
      text: t('forBoxingCommunity.environments.home.text'),
    },
    {
      id: 'communityCentre',
      icon: Building2,
      title: t('forBoxingCommunity.environments.communityCentre.title'),
      text: t('forBoxingCommunity.environments.communityCentre.text'),
    },
  ];

  const technology = [
    {
      id: 'sensor',
      icon: Radar,
      title: t('forBoxingCommunity.technology.sensor.title'),
      text: t('forBoxingCommunity.technology.sensor.text'),
    },
    { id: 'board', icon: Cpu, title: t('forBoxingCommunity.technology.board.title'), text: t('forBoxingCommunity.technology.board.text') },
    {
      id: 'display',
      icon: ScanLine,
      title: t('forBoxingCommunity.technology.display.title'),
      text: t('forBoxingCommunity.technology.display.text'),
    },
    {
      id: 'app',
      icon: BrainCircuit,
      title: t('forBoxingCommunity.technology.app.title'),
      text: t('forBoxingCommunity.technology.app.text'),
    },
  ];

  return (
    <>
      <PageTitle title={t('forBoxingCommunity.meta.title')} description={t('forBoxingCommunity.meta.description')} />
      <PageHero
        badge={t('forBoxingCommunity.hero.badge')}
        title={t('forBoxingCommunity.hero.title')}
        subtitle={t('forBoxingCommunity.hero.subtitle')}
        actions={
          <>
            <InPageButtonLink targetId={METRICS_ID} icon={<Activity aria-hidden="true" size={18} />}>
              {t('forBoxingCommunity.hero.metricsAction')}
            </InPageButtonLink>
            <ButtonLink to={routePath('community')} variant="secondary" icon={<Users aria-hidden="true" size={18} />}>
              {t('forBoxingCommunity.hero.communityAction')}
            </ButtonLink>
          </>
        }
        media={<BoxingHeroArt label={t('forBoxingCommunity.hero.illustrationAlt')} />}
      />

      <Section title={t('forBoxingCommunity.benefits.title')} intro={t('forBoxingCommunity.benefits.intro')}>
        <CheckList items={benefits} />
      </Section>

      <Section
        id={METRICS_ID}
        tone="alt"
        eyebrow={t('forBoxingCommunity.metrics.eyebrow')}
        title={t('forBoxingCommunity.metrics.title')}
        intro={t('forBoxingCommunity.metrics.intro')}
      >
        <MetricsPanel
          icon={Activity}
          title={t('forBoxingCommunity.metrics.panelTitle')}
          period={t('forBoxingCommunity.metrics.panelPeriod')}
          metrics={[...metrics]}
        />
      </Section>

      <Section title={t('forBoxingCommunity.environments.title')} intro={t('forBoxingCommunity.environments.intro')}>
        <IconCards items={environments} />
      </Section>

      <Section tone="alt" title={t('forBoxingCommunity.technology.title')} intro={t('forBoxingCommunity.technology.intro')}>
        <IconCards items={technology} columns={4} phone="list" />
      </Section>

      <Section eyebrow={t('forBoxingCommunity.stories.eyebrow')} title={t('forBoxingCommunity.stories.title')}>
        <div className={styles.stories}>
          <ImpactStory
            figure={format.number(FIGURES.youthParticipants)}
            figureLabel={t('forBoxingCommunity.stories.youth.label')}
            title={t('forBoxingCommunity.stories.youth.title')}
            text={t('forBoxingCommunity.stories.youth.text', { number: format.number(FIGURES.youthParticipants) })}
          />
          <ImpactStory
            figure={format.number(FIGURES.proAthletes)}
            figureLabel={t('forBoxingCommunity.stories.pros.label')}
            title={t('forBoxingCommunity.stories.pros.title')}
            text={t('forBoxingCommunity.stories.pros.text', { number: format.number(FIGURES.proAthletes) })}
          />
        </div>
      </Section>

      <Section tone="brand" centered title={t('forBoxingCommunity.access.title')} intro={t('forBoxingCommunity.access.intro')}>
        <StatGrid>
          <StatTile tone="dark" stat={format.currency(SUGGESTED_AMOUNTS.planEuro)} label={t('forBoxingCommunity.access.freeLabel')} />
          <StatTile tone="dark" stat={t('forBoxingCommunity.access.alwaysValue')} label={t('forBoxingCommunity.access.alwaysLabel')} />
          <StatTile
            tone="dark"
            stat={format.percent(FIGURES.pilotRecommendPercent)}
            label={t('forBoxingCommunity.access.recommendLabel')}
          />
        </StatGrid>
        <div className={styles.actions}>
          <ButtonLink to={`${routePath('getInvolved')}#interest-form`} icon={<Dumbbell aria-hidden="true" size={18} />}>
            {t('forBoxingCommunity.access.gymAction')}
          </ButtonLink>
          <ButtonLink to={routePath('diyHub')} variant="onDark" icon={<Hammer aria-hidden="true" size={18} />}>
            {t('forBoxingCommunity.access.buildAction')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
