import { Building2, Factory, FlaskConical, HeartPulse, Landmark, Recycle, School, Sprout, UsersRound } from 'lucide-react';
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
import { monthsOfAccessPerTherapySession } from '../audiences/cost-comparison';
import { IconCards } from '../audiences/IconCards';
import { FundingModel } from './FundingModel';
import { GovernmentHeroArt } from './GovernmentHeroArt';

const FUNDING_MODEL_ID = 'public-private';
const CONTACT = `${routePath('about')}#contact`;

export function ForGovernmentPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const perSession = monthsOfAccessPerTherapySession();

  const models = [
    { id: 'school', icon: School, title: t('forGovernment.models.school.title'), text: t('forGovernment.models.school.text') },
    { id: 'community', icon: Building2, title: t('forGovernment.models.community.title'), text: t('forGovernment.models.community.text') },
    { id: 'care', icon: HeartPulse, title: t('forGovernment.models.care.title'), text: t('forGovernment.models.care.text') },
  ];

  const parties = [
    {
      id: 'municipality',
      icon: Landmark,
      title: t('forGovernment.publicPrivate.municipality.title'),
      text: t('forGovernment.publicPrivate.municipality.text'),
    },
    {
      id: 'companies',
      icon: Factory,
      title: t('forGovernment.publicPrivate.companies.title'),
      text: t('forGovernment.publicPrivate.companies.text'),
    },
    {
      id: 'rebound',
      icon: Recycle,
      title: t('forGovernment.publicPrivate.rebound.title'),
      text: t('forGovernment.publicPrivate.rebound.text'),
    },
  ];

  return (
    <>
      <PageTitle title={t('forGovernment.meta.title')} description={t('forGovernment.meta.description')} />
      <PageHero
        badge={t('forGovernment.hero.badge')}
        title={t('forGovernment.hero.title')}
        subtitle={t('forGovernment.hero.subtitle')}
        actions={
          <>
            <ButtonLink to={CONTACT}>{t('forGovernment.hero.contactAction')}</ButtonLink>
            <InPageButtonLink targetId={FUNDING_MODEL_ID} variant="secondary">
              {t('forGovernment.hero.modelAction')}
            </InPageButtonLink>
          </>
        }
        media={<GovernmentHeroArt label={t('forGovernment.hero.illustrationAlt')} />}
      />

      <Section eyebrow={t('forGovernment.crisis.eyebrow')} title={t('forGovernment.crisis.title')} intro={t('forGovernment.crisis.intro')}>
        <StatGrid>
          <StatTile
            stat={t('audiences.teenStress.value', {
              part: format.number(FIGURES.teensDailyStress.count),
              whole: format.number(FIGURES.teensDailyStress.outOf),
            })}
            label={t('audiences.teenStress.label')}
          />
          <StatTile
            stat={t('audiences.costComparison.range', {
              min: format.currency(FIGURES.therapySessionEuro.min),
              max: format.currency(FIGURES.therapySessionEuro.max),
            })}
            label={t('forGovernment.crisis.therapyLabel')}
          />
          <StatTile stat={format.currency(FIGURES.monthlyAccessEuro)} label={t('forGovernment.crisis.monthlyLabel')} />
        </StatGrid>
      </Section>

      <Section
        tone="alt"
        eyebrow={t('forGovernment.models.eyebrow')}
        title={t('forGovernment.models.title')}
        intro={t('forGovernment.models.intro')}
      >
        <IconCards items={models} />
      </Section>

      <Section
        id={FUNDING_MODEL_ID}
        eyebrow={t('forGovernment.publicPrivate.eyebrow')}
        title={t('forGovernment.publicPrivate.title')}
        intro={t('forGovernment.publicPrivate.intro')}
      >
        <FundingModel
          parties={parties}
          resultLead={t('forGovernment.publicPrivate.flowLabel')}
          result={{
            id: 'youth',
            icon: Sprout,
            title: t('forGovernment.publicPrivate.youth.title'),
            text: t('forGovernment.publicPrivate.youth.text'),
          }}
        />
      </Section>

      <Section
        tone="dark"
        eyebrow={t('forGovernment.roi.eyebrow')}
        title={t('forGovernment.roi.title')}
        intro={t('forGovernment.roi.intro')}
      >
        <StatGrid>
          <StatTile
            tone="dark"
            stat={t('forGovernment.roi.perSessionValue', { min: format.number(perSession.min), max: format.number(perSession.max) })}
            label={t('forGovernment.roi.perSessionLabel')}
          />
          <StatTile
            tone="dark"
            stat={format.percent(FIGURES.resilienceImprovementPercent)}
            label={t('forGovernment.roi.resilienceLabel')}
          />
          <StatTile tone="dark" stat={format.currency(FIGURES.diyCostEuro)} label={t('forGovernment.roi.buildCostLabel')} />
          <StatTile tone="dark" stat={format.number(FIGURES.programmeWeeks)} label={t('forGovernment.roi.weeksLabel')} />
        </StatGrid>
      </Section>

      <ClosingCall
        title={t('forGovernment.cta.title')}
        text={t('forGovernment.cta.text')}
        actions={
          <>
            <ButtonLink to={CONTACT} icon={<UsersRound aria-hidden="true" size={18} />}>
              {t('forGovernment.cta.contactAction')}
            </ButtonLink>
            <ButtonLink to={`${routePath('forHealthcare')}#research`} variant="onDark" icon={<FlaskConical aria-hidden="true" size={18} />}>
              {t('forGovernment.cta.researchAction')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
