import { Code2, Cpu, Gauge, Layers, type LucideIcon, Recycle, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import styles from './DiyHubPage.module.css';

/** A build step: number, title, description, icon. */
interface BuildStep {
  number: number;
  titleKey: string;
  textKey: string;
  Icon: LucideIcon;
}

const BUILD_STEPS: BuildStep[] = [
  { number: 1, titleKey: 'diyHub.steps.source.title', textKey: 'diyHub.steps.source.text', Icon: Recycle },
  { number: 2, titleKey: 'diyHub.steps.stack.title', textKey: 'diyHub.steps.stack.text', Icon: Layers },
  { number: 3, titleKey: 'diyHub.steps.solder.title', textKey: 'diyHub.steps.solder.text', Icon: Cpu },
  { number: 4, titleKey: 'diyHub.steps.flash.title', textKey: 'diyHub.steps.flash.text', Icon: Code2 },
  { number: 5, titleKey: 'diyHub.steps.calibrate.title', textKey: 'diyHub.steps.calibrate.text', Icon: Gauge },
  { number: 6, titleKey: 'diyHub.steps.connect.title', textKey: 'diyHub.steps.connect.text', Icon: Smartphone },
];

export function BuildSteps({ cost }: { cost: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Section id="build-steps" eyebrow={t('diyHub.steps.eyebrow')} title={t('diyHub.steps.title')} intro={t('diyHub.steps.intro', { cost })}>
      <ol className={styles.steps}>
        {BUILD_STEPS.map(({ number, titleKey, textKey, Icon }) => (
          <li key={number} className={styles.step}>
            <div className={styles.stepHead}>
              <span className={styles.stepNumber} aria-hidden="true">
                {format.number(number)}
              </span>
              <Icon aria-hidden="true" size={24} className={styles.stepIcon} />
            </div>
            <h3 className={styles.stepTitle}>
              <span className="visually-hidden">{t('diyHub.steps.stepLabel', { number: format.number(number) })}: </span>
              {t(titleKey)}
            </h3>
            <p className={styles.stepText}>{t(textKey)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
