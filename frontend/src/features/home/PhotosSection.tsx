import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { DemoLocationIllustration } from '../../components/illustrations/DemoLocationIllustration';
import { YouthTrainingIllustration } from '../../components/illustrations/YouthTrainingIllustration';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import styles from './HomePage.module.css';

/** The two "photos" of the home page, drawn: training at the bag (with the founder's words) and the demo location. */
export function PhotosSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Section
      tone="alt"
      eyebrow={t('home.photos.eyebrow')}
      title={t('home.photos.title')}
      intro={t('home.photos.intro', { recommend: format.percent(FIGURES.pilotRecommendPercent) })}
    >
      <div className={styles.photos}>
        <figure className={styles.photo}>
          <YouthTrainingIllustration label={t('home.photos.trainingAlt')} />
          <figcaption className={styles.photoCaption}>
            <blockquote className={styles.quote}>
              <p>{t('home.photos.quote')}</p>
            </blockquote>
            <p className={styles.quoteAttribution}>{t('home.photos.quoteAttribution')}</p>
          </figcaption>
        </figure>
        <figure className={styles.photo}>
          <DemoLocationIllustration label={t('home.photos.locationAlt')} />
          <figcaption className={styles.photoCaption}>
            <p>{t('home.photos.locationCaption')}</p>
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
