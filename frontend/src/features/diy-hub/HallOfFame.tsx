import { MapPin, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/Section';
import styles from './DiyHubPage.module.css';

/** A hall-of-fame entry: name, location, project (all translated texts). */
interface HallOfFameEntry {
  nameKey: string;
  locationKey: string;
  projectKey: string;
}

const ENTRIES: HallOfFameEntry[] = [
  {
    nameKey: 'diyHub.hallOfFame.amira.name',
    locationKey: 'diyHub.hallOfFame.amira.location',
    projectKey: 'diyHub.hallOfFame.amira.project',
  },
  {
    nameKey: 'diyHub.hallOfFame.tomas.name',
    locationKey: 'diyHub.hallOfFame.tomas.location',
    projectKey: 'diyHub.hallOfFame.tomas.project',
  },
  { nameKey: 'diyHub.hallOfFame.lea.name', locationKey: 'diyHub.hallOfFame.lea.location', projectKey: 'diyHub.hallOfFame.lea.project' },
  {
    nameKey: 'diyHub.hallOfFame.sipho.name',
    locationKey: 'diyHub.hallOfFame.sipho.location',
    projectKey: 'diyHub.hallOfFame.sipho.project',
  },
];

export function HallOfFame() {
  const { t } = useTranslation();
  return (
    <Section
      id="hall-of-fame"
      eyebrow={t('diyHub.hallOfFame.eyebrow')}
      title={t('diyHub.hallOfFame.title')}
      intro={t('diyHub.hallOfFame.intro')}
    >
      <ul className={styles.builders}>
        {ENTRIES.map(({ nameKey, locationKey, projectKey }) => (
          <li key={nameKey} className={styles.builder}>
            <span className={styles.builderBadge} aria-hidden="true">
              <Trophy size={20} />
            </span>
            <h3 className={styles.builderName}>{t(nameKey)}</h3>
            <p className={styles.builderLocation}>
              <MapPin aria-hidden="true" size={16} />
              {t(locationKey)}
            </p>
            <p className={styles.builderProject}>
              <span className="visually-hidden">{t('diyHub.hallOfFame.projectLabel')}: </span>
              {t(projectKey)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
