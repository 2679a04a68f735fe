import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UN_GOALS } from '../../app/config/constants';
import { ButtonLink } from '../../components/ui/Button';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { UN_GOAL_DETAILS, type UnGoal } from '../mission/un-goals';
import styles from './HomePage.module.css';

/** One line per goal: what the bag does for it (the mission page says it at length). */
const GOAL_SUMMARY_KEYS: Record<UnGoal, string> = {
  3: 'home.goals.goal3',
  4: 'home.goals.goal4',
  10: 'home.goals.goal10',
  17: 'home.goals.goal17',
};

export function GoalsSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Section eyebrow={t('home.goals.eyebrow')} title={t('home.goals.title')} intro={t('home.goals.intro')}>
      <ul className={styles.goals}>
        {UN_GOALS.map((goal) => {
          const details = UN_GOAL_DETAILS[goal];
          return (
            <li key={goal} className={styles.goal} style={{ borderBlockStartColor: details.colour }}>
              <p className={styles.goalNumber} style={{ backgroundColor: details.colour }}>
                {t('home.goals.goalNumber', { number: format.number(goal) })}
              </p>
              <h3 className={styles.goalName}>{t(details.nameKey)}</h3>
              <p className={styles.goalText}>{t(GOAL_SUMMARY_KEYS[goal])}</p>
            </li>
          );
        })}
      </ul>
      <div className={styles.sectionAction}>
        <ButtonLink
          to={routePath('mission')}
          variant="secondary"
          icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
        >
          {t('home.goals.cta')}
        </ButtonLink>
      </div>
    </Section>
  );
}
