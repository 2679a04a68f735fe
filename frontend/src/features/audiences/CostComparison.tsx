import { Brain, HeartHandshake } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { useFormatters } from '../../i18n/format';
import styles from './CostComparison.module.css';
import { monthsOfAccessPerTherapySession } from './cost-comparison';

const { min: THERAPY_MIN, max: THERAPY_MAX } = FIGURES.therapySessionEuro;
const share = (euros: number) => `${(euros / THERAPY_MAX) * 100}%`;

/** One therapy session next to one month of access, drawn to scale. */
export function CostComparison() {
  const { t } = useTranslation();
  const format = useFormatters();
  const perSession = monthsOfAccessPerTherapySession();
  return (
    <figure className={styles.comparison}>
      <p className={styles.title}>{t('audiences.costComparison.title')}</p>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt className={styles.label}>
            <Brain aria-hidden="true" size={20} />
            {t('audiences.costComparison.therapy')}
          </dt>
          <dd className={styles.value}>
            {t('audiences.costComparison.range', { min: format.currency(THERAPY_MIN), max: format.currency(THERAPY_MAX) })}
          </dd>
          <dd className={styles.track} aria-hidden="true">
            <span className={`${styles.bar} ${styles.therapy}`} style={{ '--from': share(THERAPY_MIN) } as CSSProperties} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.label}>
            <HeartHandshake aria-hidden="true" size={20} />
            {t('audiences.costComparison.monthly')}
          </dt>
          <dd className={styles.value}>{format.currency(FIGURES.monthlyAccessEuro)}</dd>
          <dd className={styles.track} aria-hidden="true">
            <span className={`${styles.bar} ${styles.monthly}`} style={{ inlineSize: share(FIGURES.monthlyAccessEuro) }} />
          </dd>
        </div>
      </dl>
      <figcaption className={styles.note}>
        {t('audiences.costComparison.note', { min: format.number(perSession.min), max: format.number(perSession.max) })}
      </figcaption>
    </figure>
  );
}
