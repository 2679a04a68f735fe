import { ArrowDown, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/layout/PageTitle';
import { InPageButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { BuildKitCard } from './BuildKitCard';
import { DonateCard } from './DonateCard';
import { GetInvolvedIllustration } from './GetInvolvedIllustration';
import styles from './GetInvolvedPage.module.css';
import { InterestFormSection } from './interest-form/InterestFormSection';
import { INTEREST_FORM_SECTION_ID } from './interest-form/interest-prefill';
import { StudentOpportunities } from './StudentOpportunities';
import { UniversityPartners } from './UniversityPartners';
import { VolunteerCard } from './VolunteerCard';
import { YourImpact } from './YourImpact';

const WAYS_TO_HELP_ID = 'ways-to-help';

export function GetInvolvedPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('getInvolved.meta.title')} description={t('getInvolved.meta.description')} />
      <PageHero
        badge={t('getInvolved.hero.badge')}
        title={t('getInvolved.hero.title')}
        subtitle={t('getInvolved.hero.subtitle')}
        note={t('getInvolved.hero.note')}
        actions={
          <>
            <InPageButtonLink targetId={INTEREST_FORM_SECTION_ID} icon={<PenLine aria-hidden="true" size={18} />}>
              {t('getInvolved.hero.registerInterest')}
            </InPageButtonLink>
            <InPageButtonLink targetId={WAYS_TO_HELP_ID} variant="secondary" icon={<ArrowDown aria-hidden="true" size={18} />}>
              {t('getInvolved.hero.waysToHelp')}
            </InPageButtonLink>
          </>
        }
        media={<GetInvolvedIllustration />}
      />
      <UniversityPartners />
      <StudentOpportunities />
      <Section
        id={WAYS_TO_HELP_ID}
        eyebrow={t('getInvolved.ways.eyebrow')}
        title={t('getInvolved.ways.title')}
        intro={t('getInvolved.ways.intro')}
      >
        <div className={styles.ways}>
          <BuildKitCard />
          <VolunteerCard />
          <DonateCard />
        </div>
      </Section>
      <YourImpact />
      <InterestFormSection />
    </>
  );
}
