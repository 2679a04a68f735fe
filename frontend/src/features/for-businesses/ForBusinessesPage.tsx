import { BarChart3, Dumbbell, FileText, FlaskConical, Smartphone, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES, WORKPLACE_MENTAL_HEALTH } from '../../app/config/constants';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink, InPageButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { CheckList } from '../audiences/CheckList';
import { ClosingCall } from '../audiences/ClosingCall';
import { IconCards } from '../audiences/IconCards';
import { Testimonial, TestimonialGrid } from '../audiences/Testimonial';
import { BusinessesHeroArt } from './BusinessesHeroArt';
import styles from './ForBusinessesPage.module.css';
import { OneForOne } from './OneForOne';

const ONE_FOR_ONE_ID = 'one-for-one';
const INTEREST_FORM = `${routePath('getInvolved')}#interest-form`;

export function ForBusinessesPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const weeks = format.number(FIGURES.programmeWeeks);

  const programme = [
    { id: 'bag', icon: Dumbbell, title: t('forBusinesses.programme.bag.title'), text: t('forBusinesses.programme.bag.text') },
    {
      id: 'sessions',
      icon: UsersRound,
      title: t('forBusinesses.programme.sessions.title'),
      text: t('forBusinesses.programme.sessions.text'),
    },
    { id: 'app', icon: Smartphone, title: t('forBusinesses.programme.app.title'), text: t('forBusinesses.programme.app.text') },
    {
      id: 'dashboard',
      icon: BarChart3,
      title: t('forBusinesses.programme.dashboard.title'),
      text: t('forBusinesses.programme.dashboard.text'),
    },
  ];

  const benefits = [
    { id: 'focus', text: t('forBusinesses.benefits.focus') },
    { id: 'teams', text: t('forBusinesses.benefits.teams') },
    { id: 'measurable', text: t('forBusinesses.benefits.measurable') },
    { id: 'esg', text: t('forBusinesses.benefits.esg') },
    { id: 'affordable', text: t('forBusinesses.benefits.affordable', { price: format.currency(FIGURES.monthlyAccessEuro) }) },
  ];

  return (
    <>
      <PageTitle title={t('forBusinesses.meta.title')} description={t('forBusinesses.meta.description', { weeks })} />
      <PageHero
        badge={t('forBusinesses.hero.badge')}
        title={t('forBusinesses.hero.title')}
        subtitle={t('forBusinesses.hero.subtitle', { weeks })}
        actions={
          <>
            <ButtonLink to={INTEREST_FORM} icon={<FileText aria-hidden="true" size={18} />}>
              {t('forBusinesses.hero.proposalAction')}
            </ButtonLink>
            <InPageButtonLink targetId={ONE_FOR_ONE_ID} variant="secondary">
              {t('forBusinesses.hero.modelAction')}
            </InPageButtonLink>
          </>
        }
        media={<BusinessesHeroArt label={t('forBusinesses.hero.illustrationAlt')} />}
      />

      <Section eyebrow={t('forBusinesses.stress.eyebrow')} title={t('forBusinesses.stress.title')} intro={t('forBusinesses.stress.intro')}>
        <StatGrid>
          <StatTile
            stat={format.percent(WORKPLACE_MENTAL_HEALTH.workingAgeAdultsWithMentalDisorderPercent)}
            label={t('forBusinesses.stress.adultsLabel')}
          />
          <StatTile stat={format.compact(WORKPLACE_MENTAL_HEALTH.workingDaysLostPerYear)} label={t('forBusinesses.stress.daysLabel')} />
          <StatTile
            stat={t('forBusinesses.stress.costValue', {
              number: format.compact(WORKPLACE_MENTAL_HEALTH.lostProductivityPerYearUsd),
            })}
            label={t('forBusinesses.stress.costLabel')}
          />
          <StatTile
            stat={t('audiences.teenStress.value', {
              part: format.number(FIGURES.teensDailyStress.count),
              whole: format.number(FIGURES.teensDailyStress.outOf),
            })}
            label={t('forBusinesses.stress.teensLabel')}
          />
        </StatGrid>
        <p className={styles.source}>{t('forBusinesses.stress.source')}</p>
      </Section>

      <Section
        tone="alt"
        eyebrow={t('forBusinesses.programme.eyebrow')}
        title={t('forBusinesses.programme.title', { weeks })}
        intro={t('forBusinesses.programme.intro')}
      >
        <IconCards items={programme} columns={4} phone="list" />
      </Section>

      <Section title={t('forBusinesses.benefits.title')}>
        <CheckList items={benefits} />
      </Section>

      <Section
        id={ONE_FOR_ONE_ID}
        tone="brand"
        centered
        eyebrow={t('forBusinesses.oneForOne.eyebrow')}
        title={t('forBusinesses.oneForOne.title')}
        intro={t('forBusinesses.oneForOne.intro')}
      >
        <OneForOne
          employee={t('forBusinesses.oneForOne.employee')}
          youth={t('forBusinesses.oneForOne.youth')}
          ratio={t('forBusinesses.oneForOne.ratio')}
        />
        <p className={styles.report}>{t('forBusinesses.oneForOne.report')}</p>
      </Section>

      <Section title={t('forBusinesses.testimonials.title')}>
        <TestimonialGrid>
          <Testimonial
            quote={t('forBusinesses.testimonials.logistics.quote')}
            name={t('forBusinesses.testimonials.logistics.name')}
            role={t('forBusinesses.testimonials.logistics.role')}
          />
          <Testimonial
            quote={t('forBusinesses.testimonials.software.quote')}
            name={t('forBusinesses.testimonials.software.name')}
            role={t('forBusinesses.testimonials.software.role')}
          />
        </TestimonialGrid>
      </Section>

      <ClosingCall
        title={t('forBusinesses.cta.title')}
        text={t('forBusinesses.cta.text')}
        actions={
          <>
            <ButtonLink to={INTEREST_FORM} icon={<FileText aria-hidden="true" size={18} />}>
              {t('forBusinesses.cta.proposalAction')}
            </ButtonLink>
            <ButtonLink to={`${routePath('forHealthcare')}#research`} variant="onDark" icon={<FlaskConical aria-hidden="true" size={18} />}>
              {t('forBusinesses.cta.researchAction')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
