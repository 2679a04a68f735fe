import {
  Activity,
  BookOpen,
  ClipboardList,
  FlaskConical,
  GraduationCap,
  HeartPulse,
  Info,
  Mail,
  MessageCircleHeart,
  School,
  Stethoscope,
  UsersRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink, InPageButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { ClosingCall } from '../audiences/ClosingCall';
import { CostComparison } from '../audiences/CostComparison';
import { IconCards } from '../audiences/IconCards';
import { StepList } from '../audiences/StepList';
import styles from './ForHealthcarePage.module.css';
import { HealthcareHeroArt } from './HealthcareHeroArt';

const RESEARCH_ID = 'research';
/** Eindhoven and Weert, the two pilot towns; the names are in the label's text. */
const PILOT_CITY_COUNT = 2;
const CONTACT = `${routePath('about')}#contact`;

export function ForHealthcarePage() {
  const { t } = useTranslation();
  const format = useFormatters();

  const solutions = [
    {
      id: 'exercise',
      icon: Activity,
      title: t('forHealthcare.solutions.exercise.title'),
      text: t('forHealthcare.solutions.exercise.text'),
    },
    {
      id: 'coaching',
      icon: MessageCircleHeart,
      title: t('forHealthcare.solutions.coaching.title'),
      text: t('forHealthcare.solutions.coaching.text'),
    },
    { id: 'data', icon: ClipboardList, title: t('forHealthcare.solutions.data.title'), text: t('forHealthcare.solutions.data.text') },
    {
      id: 'community',
      icon: UsersRound,
      title: t('forHealthcare.solutions.community.title'),
      text: t('forHealthcare.solutions.community.text'),
    },
  ];

  const steps = [
    { id: 'referral', title: t('forHealthcare.process.referral.title'), text: t('forHealthcare.process.referral.text') },
    { id: 'intake', title: t('forHealthcare.process.intake.title'), text: t('forHealthcare.process.intake.text') },
    {
      id: 'training',
      title: t('forHealthcare.process.training.title'),
      text: t('forHealthcare.process.training.text', { weeks: format.number(FIGURES.programmeWeeks) }),
    },
    { id: 'checkIns', title: t('forHealthcare.process.checkIns.title'), text: t('forHealthcare.process.checkIns.text') },
    { id: 'evaluation', title: t('forHealthcare.process.evaluation.title'), text: t('forHealthcare.process.evaluation.text') },
  ];

  const partners = [
    { id: 'clinics', icon: Stethoscope, title: t('forHealthcare.partners.clinics.title'), text: t('forHealthcare.partners.clinics.text') },
    { id: 'gp', icon: HeartPulse, title: t('forHealthcare.partners.gp.title'), text: t('forHealthcare.partners.gp.text') },
    {
      id: 'researchers',
      icon: GraduationCap,
      title: t('forHealthcare.partners.researchers.title'),
      text: t('forHealthcare.partners.researchers.text'),
    },
    { id: 'community', icon: School, title: t('forHealthcare.partners.community.title'), text: t('forHealthcare.partners.community.text') },
  ];

  return (
    <>
      <PageTitle title={t('forHealthcare.meta.title')} description={t('forHealthcare.meta.description')} />
      <PageHero
        badge={t('forHealthcare.hero.badge')}
        title={t('forHealthcare.hero.title')}
        subtitle={t('forHealthcare.hero.subtitle')}
        actions={
          <>
            <ButtonLink to={CONTACT} icon={<Mail aria-hidden="true" size={18} />}>
              {t('forHealthcare.hero.contactAction')}
            </ButtonLink>
            <InPageButtonLink targetId={RESEARCH_ID} variant="secondary" icon={<FlaskConical aria-hidden="true" size={18} />}>
              {t('forHealthcare.hero.researchAction')}
            </InPageButtonLink>
          </>
        }
        media={<HealthcareHeroArt label={t('forHealthcare.hero.illustrationAlt')} />}
      />

      <Section eyebrow={t('forHealthcare.crisis.eyebrow')} title={t('forHealthcare.crisis.title')} intro={t('forHealthcare.crisis.intro')}>
        <div className={styles.crisis}>
          <StatTile
            stat={t('audiences.teenStress.value', {
              part: format.number(FIGURES.teensDailyStress.count),
              whole: format.number(FIGURES.teensDailyStress.outOf),
            })}
            label={t('audiences.teenStress.label')}
          />
          <CostComparison />
        </div>
      </Section>

      <Section
        tone="alt"
        eyebrow={t('forHealthcare.solutions.eyebrow')}
        title={t('forHealthcare.solutions.title')}
        intro={t('forHealthcare.solutions.intro')}
      >
        <IconCards items={solutions} columns={4} />
      </Section>

      <Section
        id={RESEARCH_ID}
        tone="dark"
        eyebrow={t('forHealthcare.research.eyebrow')}
        title={t('forHealthcare.research.title')}
        intro={t('forHealthcare.research.intro')}
      >
        <StatGrid>
          <StatTile
            tone="dark"
            stat={format.percent(FIGURES.resilienceImprovementPercent)}
            label={t('forHealthcare.research.resilienceLabel')}
          />
          <StatTile tone="dark" stat={format.percent(FIGURES.pilotRecommendPercent)} label={t('forHealthcare.research.recommendLabel')} />
          <StatTile tone="dark" stat={format.number(PILOT_CITY_COUNT)} label={t('forHealthcare.research.locationsLabel')} />
        </StatGrid>
        <p className={styles.caveat}>
          <Info aria-hidden="true" size={20} />
          <span>{t('forHealthcare.research.caveat')}</span>
        </p>
      </Section>

      <Section eyebrow={t('forHealthcare.process.eyebrow')} title={t('forHealthcare.process.title')}>
        <StepList steps={steps} />
      </Section>

      <Section tone="alt" eyebrow={t('forHealthcare.partners.eyebrow')} title={t('forHealthcare.partners.title')}>
        <IconCards items={partners} columns={4} phone="list" />
      </Section>

      <ClosingCall
        title={t('forHealthcare.cta.title')}
        text={t('forHealthcare.cta.text')}
        actions={
          <>
            <ButtonLink to={CONTACT} icon={<Mail aria-hidden="true" size={18} />}>
              {t('forHealthcare.cta.contactAction')}
            </ButtonLink>
            <ButtonLink to={routePath('resources')} variant="onDark" icon={<BookOpen aria-hidden="true" size={18} />}>
              {t('forHealthcare.cta.resourcesAction')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
