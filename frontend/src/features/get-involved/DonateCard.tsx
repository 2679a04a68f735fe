import { Gift, HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUGGESTED_AMOUNTS } from '../../app/config/constants';
import { Card } from '../../components/ui/Card';
import { useFormatters } from '../../i18n/format';
import styles from './GetInvolvedPage.module.css';
import { PrefillButton } from './PrefillButton';

export function DonateCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const freePlan = format.currency(SUGGESTED_AMOUNTS.planEuro);
  return (
    <Card
      icon={<HeartHandshake size={24} />}
      title={t('getInvolved.donate.title')}
      footer={
        <div className={styles.choices}>
          <p className={styles.amountsLabel} id="donation-amounts">
            {t('getInvolved.donate.amountsLabel')}
          </p>
          <ul className={styles.amounts} aria-labelledby="donation-amounts">
            {SUGGESTED_AMOUNTS.donationsEuro.map((euros) => {
              const amount = format.currency(euros);
              const message =
                euros === SUGGESTED_AMOUNTS.classWorkshopEuro
                  ? t('getInvolved.donate.classWorkshopMessage', { amount })
                  : t('getInvolved.donate.amountMessage', { amount });
              return (
                <li key={euros}>
                  <PrefillButton message={message} className={styles.amountButton}>
                    {amount}
                    <span className="visually-hidden"> {t('getInvolved.donate.amountContext')}</span>
                  </PrefillButton>
                </li>
              );
            })}
            <li className={styles.customAmount}>
              <PrefillButton message={t('getInvolved.donate.customMessage')} className={styles.amountButton}>
                {t('getInvolved.donate.custom')}
              </PrefillButton>
            </li>
          </ul>
          <div className={styles.freePlan}>
            <h4 className={styles.subheading}>
              <Gift aria-hidden="true" size={18} /> {t('getInvolved.donate.freePlanTitle', { amount: freePlan })}
            </h4>
            <p>{t('getInvolved.donate.freePlanText')}</p>
            <PrefillButton message={t('getInvolved.donate.freePlanMessage', { amount: freePlan })} className={styles.compactButton}>
              {t('getInvolved.donate.freePlan')}
            </PrefillButton>
          </div>
        </div>
      }
    >
      <p>{t('getInvolved.donate.text')}</p>
      <p className={styles.highlight}>
        {t('getInvolved.donate.classWorkshop', { amount: format.currency(SUGGESTED_AMOUNTS.classWorkshopEuro) })}
      </p>
    </Card>
  );
}
