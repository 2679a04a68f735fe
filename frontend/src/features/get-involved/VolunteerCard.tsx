import { CalendarDays, HandHeart, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUGGESTED_AMOUNTS } from '../../app/config/constants';
import { Card } from '../../components/ui/Card';
import { useFormatters } from '../../i18n/format';
import styles from './GetInvolvedPage.module.css';
import { PrefillButton } from './PrefillButton';

/** The example workshops (London, Barcelona); city, date and description are translated texts. */
const WORKSHOPS = [
  {
    id: 'london',
    cityKey: 'getInvolved.volunteer.workshops.london.city',
    dateKey: 'getInvolved.volunteer.workshops.london.date',
    textKey: 'getInvolved.volunteer.workshops.london.text',
  },
  {
    id: 'barcelona',
    cityKey: 'getInvolved.volunteer.workshops.barcelona.city',
    dateKey: 'getInvolved.volunteer.workshops.barcelona.date',
    textKey: 'getInvolved.volunteer.workshops.barcelona.text',
  },
];

export function VolunteerCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card
      icon={<HandHeart size={24} />}
      title={t('getInvolved.volunteer.title')}
      footer={
        <PrefillButton variant="primary" message={t('getInvolved.volunteer.volunteerMessage')}>
          {t('getInvolved.volunteer.becomeVolunteer')}
        </PrefillButton>
      }
    >
      <p>{t('getInvolved.volunteer.text')}</p>
      <p className={styles.highlight}>{t('getInvolved.volunteer.reach', { count: format.number(SUGGESTED_AMOUNTS.youthPerVolunteer) })}</p>
      <h4 className={styles.subheading}>{t('getInvolved.volunteer.upcoming')}</h4>
      <ul className={styles.workshops}>
        {WORKSHOPS.map(({ id, cityKey, dateKey, textKey }) => {
          const city = t(cityKey);
          const date = t(dateKey);
          return (
            <li key={id} className={styles.workshop}>
              <p className={styles.workshopWhere}>
                <span className={styles.workshopFact}>
                  <MapPin aria-hidden="true" size={16} />
                  {city}
                </span>
                <span className={styles.workshopFact}>
                  <CalendarDays aria-hidden="true" size={16} />
                  {date}
                </span>
              </p>
              <p>{t(textKey)}</p>
              <PrefillButton message={t('getInvolved.volunteer.rsvpMessage', { city, date })} className={styles.compactButton}>
                {t('getInvolved.volunteer.rsvp')}
                <span className="visually-hidden"> {t('getInvolved.volunteer.rsvpFor', { city, date })}</span>
              </PrefillButton>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
