import { ArrowRight, BookOpen, Cpu, FlaskConical, GraduationCap, Handshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { ButtonLink } from '../../components/ui/Button';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import styles from './GetInvolvedPage.module.css';
import { PrefillButton } from './PrefillButton';

const POINTS: { icon: ReactNode; titleKey: string; textKey: string }[] = [
  {
    icon: <FlaskConical size={24} />,
    titleKey: 'getInvolved.universities.points.research.title',
    textKey: 'getInvolved.universities.points.research.text',
  },
  {
    icon: <Cpu size={24} />,
    titleKey: 'getInvolved.universities.points.hardware.title',
    textKey: 'getInvolved.universities.points.hardware.text',
  },
  {
    icon: <GraduationCap size={24} />,
    titleKey: 'getInvolved.universities.points.credits.title',
    textKey: 'getInvolved.universities.points.credits.text',
  },
  {
    icon: <BookOpen size={24} />,
    titleKey: 'getInvolved.universities.points.publications.title',
    textKey: 'getInvolved.universities.points.publications.text',
  },
];

export function UniversityPartners() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Section
      id="universities"
      eyebrow={t('getInvolved.universities.eyebrow')}
      title={t('getInvolved.universities.title')}
      intro={t('getInvolved.universities.intro', { count: format.number(FIGURES.universities) })}
    >
      <ul className={styles.points}>
        {POINTS.map(({ icon, titleKey, textKey }) => (
          <li key={titleKey} className={styles.point}>
            <span className={styles.pointIcon} aria-hidden="true">
              {icon}
            </span>
            <h3 className={styles.pointTitle}>{t(titleKey)}</h3>
            <p className={styles.pointText}>{t(textKey)}</p>
          </li>
        ))}
      </ul>
      <div className={styles.sectionActions}>
        <PrefillButton
          variant="primary"
          message={t('getInvolved.universities.joinMessage')}
          icon={<Handshake aria-hidden="true" size={18} />}
        >
          {t('getInvolved.universities.join')}
        </PrefillButton>
        <ButtonLink
          to={routePath('forUniversities')}
          variant="ghost"
          icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
        >
          {t('getInvolved.universities.moreForUniversities')}
        </ButtonLink>
      </div>
    </Section>
  );
}
