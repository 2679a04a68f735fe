import { Building2, Check, HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { Card } from '../../components/ui/Card';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import styles from './HomePage.module.css';

export function HybridModelSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const arms = [
    {
      icon: <Building2 size={24} />,
      title: t('home.model.forProfit.title'),
      lead: t('home.model.forProfit.lead'),
      features: [
        t('home.model.forProfit.feature1'),
        t('home.model.forProfit.feature2'),
        t('home.model.forProfit.feature3', { price: format.currency(FIGURES.monthlyAccessEuro) }),
        t('home.model.forProfit.feature4'),
      ],
    },
    {
      icon: <HeartHandshake size={24} />,
      title: t('home.model.nonProfit.title'),
      lead: t('home.model.nonProfit.lead'),
      features: [
        t('home.model.nonProfit.feature1'),
        t('home.model.nonProfit.feature2', { cost: format.currency(FIGURES.diyCostEuro) }),
        t('home.model.nonProfit.feature3'),
        t('home.model.nonProfit.feature4'),
      ],
    },
  ];
  return (
    <Section tone="alt" eyebrow={t('home.model.eyebrow')} title={t('home.model.title')} intro={t('home.model.intro')}>
      <div className={styles.arms}>
        {arms.map((arm) => (
          <Card key={arm.title} icon={arm.icon} kicker={arm.lead} title={arm.title}>
            <ul className={styles.checkList}>
              {arm.features.map((feature) => (
                <li key={feature}>
                  <Check aria-hidden="true" size={18} className={styles.checkIcon} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </Section>
  );
}
