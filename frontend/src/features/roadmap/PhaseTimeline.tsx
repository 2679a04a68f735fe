import { Circle, CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/format';
import styles from './RoadmapPage.module.css';

export interface ChecklistItem {
  done: boolean;
  text: string;
}

export interface Phase {
  number: number;
  label: string;
  title: string;
  /** The calendar period, where one is set (phase 1). */
  period?: string;
  /** The phase we are in now: highlighted on the timeline. */
  current?: boolean;
  items: ChecklistItem[];
}

/** The four phases as a timeline: vertical on phones, horizontal on wide screens; each item says in words whether it is done. */
export function PhaseTimeline({ phases }: { phases: Phase[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ol className={styles.timeline}>
      {phases.map((phase) => {
        const doneCount = phase.items.filter((item) => item.done).length;
        return (
          <li key={phase.number} className={`${styles.phase} ${phase.current ? styles.current : ''}`}>
            <span className={styles.marker} aria-hidden="true" />
            <p className={styles.phaseLabel}>{phase.label}</p>
            <p className={styles.phaseMeta}>
              {t('roadmap.phases.phase', { number: format.number(phase.number) })}
              {phase.period && <> · {phase.period}</>}
            </p>
            <h3 className={styles.phaseTitle}>{phase.title}</h3>
            <p className={styles.progress}>
              {t('roadmap.phases.progress', { done: format.number(doneCount), total: format.number(phase.items.length) })}
            </p>
            <ul className={styles.checklist}>
              {phase.items.map((item) => (
                <li key={item.text} className={item.done ? styles.done : styles.open}>
                  {item.done ? (
                    <CircleCheckBig aria-hidden="true" size={20} className={styles.checkIcon} />
                  ) : (
                    <Circle aria-hidden="true" size={20} className={styles.checkIcon} />
                  )}
                  <span>
                    <span className="visually-hidden">{item.done ? t('roadmap.phases.done') : t('roadmap.phases.open')} </span>
                    {item.text}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
