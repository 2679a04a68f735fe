import { BatteryCharging, Circle, Cpu, Package, Radar } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTED_AMOUNTS } from '../../app/config/constants';
import { Card } from '../../components/ui/Card';
import { useFormatters } from '../../i18n/format';
import styles from './GetInvolvedPage.module.css';
import { PrefillButton } from './PrefillButton';

const KIT_CONTENTS: { key: string; icon: ReactNode }[] = [
  { key: 'getInvolved.kit.contents.board', icon: <Cpu size={18} /> },
  { key: 'getInvolved.kit.contents.sensor', icon: <Radar size={18} /> },
  { key: 'getInvolved.kit.contents.display', icon: <Circle size={18} /> },
  { key: 'getInvolved.kit.contents.fittings', icon: <BatteryCharging size={18} /> },
];

export function BuildKitCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const fullKit = format.currency(SUGGESTED_AMOUNTS.workshopKitEuro);
  return (
    <Card
      icon={<Package size={24} />}
      title={t('getInvolved.kit.title')}
      footer={
        <div className={styles.choices}>
          <p className={styles.amountsLabel} id="kit-amounts">
            {t('getInvolved.kit.amountsLabel')}
          </p>
          <ul className={styles.amounts} aria-labelledby="kit-amounts">
            {SUGGESTED_AMOUNTS.kitsEuro.map((euros) => {
              const amount = format.currency(euros);
              const message =
                euros === SUGGESTED_AMOUNTS.workshopKitEuro
                  ? t('getInvolved.kit.fullKitMessage', { amount })
                  : t('getInvolved.kit.amountMessage', { amount });
              return (
                <li key={euros}>
                  <PrefillButton message={message} className={styles.amountButton}>
                    {amount}
                    <span className="visually-hidden"> {t('getInvolved.kit.amountContext')}</span>
                  </PrefillButton>
                </li>
              );
            })}
          </ul>
        </div>
      }
    >
      <p>{t('getInvolved.kit.text')}</p>
      <ul className={styles.kitContents}>
        {KIT_CONTENTS.map(({ key, icon }) => (
          <li key={key}>
            <span aria-hidden="true">{icon}</span>
            {t(key)}
          </li>
        ))}
      </ul>
      <p className={styles.highlight}>{t('getInvolved.kit.fullKit', { amount: fullKit })}</p>
    </Card>
  );
}
