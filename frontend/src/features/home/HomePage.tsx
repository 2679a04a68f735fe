import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/layout/PageTitle';
import { CoachesSection } from './CoachesSection';
import { DevelopersSection } from './DevelopersSection';
import { GetInvolvedSection } from './GetInvolvedSection';
import { GoalsSection } from './GoalsSection';
import { HomeHero } from './HomeHero';
import { HybridModelSection } from './HybridModelSection';
import { PartnersSection } from './PartnersSection';
import { PhotosSection } from './PhotosSection';
import { StorySection } from './StorySection';
import { SystemSection } from './SystemSection';

/** The home page: hero, photos, goals, hybrid model, story, system, developers, coaches, partners, get involved. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('home.meta.title')} description={t('home.meta.description')} />
      <HomeHero />
      <PhotosSection />
      <GoalsSection />
      <HybridModelSection />
      <StorySection />
      <SystemSection />
      <DevelopersSection />
      <CoachesSection />
      <PartnersSection />
      <GetInvolvedSection />
    </>
  );
}
