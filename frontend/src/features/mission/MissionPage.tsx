import { ArrowRight, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES, MISSION, UN_GOALS } from '../../app/config/constants';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import styles from './MissionPage.module.css';
import { TheoryOfChangeDiagram } from './TheoryOfChangeDiagram';
import { UN_GOAL_DETAILS, type UnGoal } from './un-goals';

/** What the project does for each goal. */
const GOAL_ACTION_KEYS: Record<UnGoal, string> = {
  3: 'mission.goals.goal3.action',
  4: 'mission.goals.goal4.action',
  10: 'mission.goals.goal10.action',
  17: 'mission.goals.goal17.action',
};

/** The mission page: links to three audiences, the four UN goals, the theory of change, and their figures. */
export function MissionPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const lives = format.number(MISSION.livesToImpact);
  const year = format.plain(MISSION.targetYear);
  return (
    <>
      <PageTitle title={t('mission.meta.title')} description={t('mission.meta.description', { lives, year })} />
      <PageHero
        badge={t('mission.hero.badge')}
        title={t('mission.hero.title', { lives, year })}
        subtitle={t('mission.hero.subtitle')}
        note={t('mission.hero.note', { count: MISSION.years, lives, years: format.number(MISSION.years) })}
        actions={
          <>
            <ButtonLink to={routePath('forBusinesses')} icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}>
              {t('mission.hero.actions.businesses')}
            </ButtonLink>
            <ButtonLink to={routePath('forHealthcare')} variant="secondary">
              {t('mission.hero.actions.healthcare')}
            </ButtonLink>
            <ButtonLink to={routePath('getInvolved')} variant="secondary">
              {t('mission.hero.actions.getInvolved')}
            </ButtonLink>
          </>
        }
      />

      <Section tone="alt" eyebrow={t('mission.why.eyebrow')} title={t('mission.why.title')} intro={t('mission.why.intro')}>
        <StatGrid>
          <StatTile
            stat={t('mission.why.stressStat', {
              count: format.number(FIGURES.teensDailyStress.count),
              outOf: format.number(FIGURES.teensDailyStress.outOf),
            })}
            label={t('mission.why.stressLabel')}
          />
          <StatTile stat={format.percent(FIGURES.resilienceImprovementPercent)} label={t('mission.why.resilienceLabel')} />
          <StatTile stat={format.percent(FIGURES.pilotRecommendPercent)} label={t('mission.why.recommendLabel')} />
        </StatGrid>
        <p className={styles.oneToOne}>
          <Scale aria-hidden="true" size={20} className={styles.oneToOneIcon} />
          <span>{t('mission.why.oneToOne')}</span>
        </p>
      </Section>

      <Section eyebrow={t('mission.goals.eyebrow')} title={t('mission.goals.title')} intro={t('mission.goals.intro', { year })}>
        <ul className={styles.goals}>
          {UN_GOALS.map((goal) => {
            const details = UN_GOAL_DETAILS[goal];
            const Icon = details.icon;
            return (
              <li key={goal} className={styles.goal}>
                <p className={styles.goalBadge} style={{ backgroundColor: details.colour }}>
                  <Icon aria-hidden="true" size={28} />
                  <span className={styles.goalNumber}>{t('mission.goals.goalNumber', { number: format.number(goal) })}</span>
                </p>
                <div className={styles.goalBody}>
                  <h3 className={styles.goalName}>{t(details.nameKey)}</h3>
                  <p className={styles.goalLabel}>{t('mission.goals.whatWeDo')}</p>
                  <p className={styles.goalAction}>
                    {t(GOAL_ACTION_KEYS[goal], {
                      percent: format.percent(FIGURES.resilienceImprovementPercent),
                      cost: format.currency(FIGURES.diyCostEuro),
                    })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="alt" eyebrow={t('mission.change.eyebrow')} title={t('mission.change.title')} intro={t('mission.change.intro')}>
        <TheoryOfChangeDiagram />
      </Section>
    </>
  );
}
