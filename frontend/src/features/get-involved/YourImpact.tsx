import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES, SUGGESTED_AMOUNTS } from '../../app/config/constants';
import { ButtonLink } from '../../components/ui/Button';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import styles from './GetInvolvedPage.module.css';

export function YourImpact() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Section
      id="your-impact"
      tone="dark"
      eyebrow={t('getInvolved.impact.eyebrow')}
      title={t('getInvolved.impact.title')}
      intro={t('getInvolved.impact.intro')}
    >
      <StatGrid>
        <StatTile tone="dark" stat={format.currency(SUGGESTED_AMOUNTS.workshopKitEuro)} label={t('getInvolved.impact.kit')} />
        <StatTile tone="dark" stat={format.number(SUGGESTED_AMOUNTS.youthPerVolunteer)} label={t('getInvolved.impact.volunteer')} />
        <StatTile tone="dark" stat={format.currency(SUGGESTED_AMOUNTS.classWorkshopEuro)} label={t('getInvolved.impact.classWorkshop')} />
        <StatTile tone="dark" stat={format.number(FIGURES.youthReached)} label={t('getInvolved.impact.youthReached')} />
      </StatGrid>
      <div className={styles.sectionActions}>
        <ButtonLink
          to={routePath('impact')}
          variant="onDark"
          icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
        >
          {t('getInvolved.impact.seeImpact')}
        </ButtonLink>
      </div>
    </Section>
  );
}
