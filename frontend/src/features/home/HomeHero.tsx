import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MISSION } from '../../app/config/constants';
import { TyreBagIllustration } from '../../components/illustrations/TyreBagIllustration';
import { ButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import styles from './HomePage.module.css';

export function HomeHero() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <PageHero
      badge={t('home.hero.badge')}
      title={t('home.hero.title')}
      subtitle={t('home.hero.subtitle')}
      note={t('home.hero.impactLine', {
        count: MISSION.years,
        lives: format.number(MISSION.livesToImpact),
        years: format.number(MISSION.years),
        year: format.plain(MISSION.targetYear),
      })}
      actions={
        <>
          <ButtonLink to={routePath('mission')} icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}>
            {t('home.hero.actions.mission')}
          </ButtonLink>
          <ButtonLink to={routePath('forHealthcare')} variant="secondary">
            {t('home.hero.actions.healthcare')}
          </ButtonLink>
          <ButtonLink to={routePath('forBusinesses')} variant="secondary">
            {t('home.hero.actions.businesses')}
          </ButtonLink>
        </>
      }
      media={<TyreBagIllustration label={t('home.hero.bagAlt')} className={styles.heroBag} />}
    />
  );
}
