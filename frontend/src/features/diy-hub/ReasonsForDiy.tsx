import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import styles from './DiyHubPage.module.css';

const REASON_KEYS = ['diyHub.reasons.points.skills', 'diyHub.reasons.points.repair', 'diyHub.reasons.points.tyres'];

export function ReasonsForDiy() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Section
      id="why-diy"
      tone="alt"
      eyebrow={t('diyHub.reasons.eyebrow')}
      title={t('diyHub.reasons.title')}
      intro={t('diyHub.reasons.intro')}
    >
      <StatGrid>
        <StatTile
          stat={t('diyHub.reasons.costStat', { amount: format.currency(FIGURES.diyCostEuro) })}
          label={t('diyHub.reasons.costLabel')}
        />
        <StatTile
          stat={format.number(FIGURES.kits)}
          label={t('diyHub.reasons.kitsLabel', { continents: format.number(FIGURES.continents) })}
        />
        <StatTile stat={t('diyHub.reasons.buildsStat', { count: format.number(FIGURES.builds) })} label={t('diyHub.reasons.buildsLabel')} />
        <StatTile stat={format.currency(FIGURES.equipmentValueEuro)} label={t('diyHub.reasons.valueLabel')} />
      </StatGrid>
      <ul className={styles.reasons}>
        {REASON_KEYS.map((key) => (
          <li key={key}>
            <CheckCircle2 aria-hidden="true" size={22} className={styles.reasonIcon} />
            {t(key)}
          </li>
        ))}
      </ul>
    </Section>
  );
}
