import { BookOpen, ChartColumn, FlaskConical, Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { type LinkCardContent, LinkCardGrid } from '../../components/ui/LinkCardGrid';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';

export function CoachesSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const cards: LinkCardContent[] = [
    {
      icon: <BookOpen size={24} />,
      title: t('home.coaches.guides.title'),
      text: t('home.coaches.guides.text', { weeks: format.number(FIGURES.programmeWeeks) }),
      linkLabel: t('home.coaches.guides.link'),
      to: routePath('resources'),
    },
    {
      icon: <Hammer size={24} />,
      title: t('home.coaches.workshops.title'),
      text: t('home.coaches.workshops.text'),
      linkLabel: t('home.coaches.workshops.link'),
      to: routePath('getInvolved'),
    },
    {
      icon: <FlaskConical size={24} />,
      title: t('home.coaches.pilot.title'),
      text: t('home.coaches.pilot.text'),
      linkLabel: t('home.coaches.pilot.link'),
      to: routePath('earlyAdopters'),
    },
    {
      icon: <ChartColumn size={24} />,
      title: t('home.coaches.reporting.title'),
      text: t('home.coaches.reporting.text'),
      linkLabel: t('home.coaches.reporting.link'),
      to: routePath('technology'),
    },
  ];
  return (
    <Section eyebrow={t('home.coaches.eyebrow')} title={t('home.coaches.title')} intro={t('home.coaches.intro')}>
      <LinkCardGrid cards={cards} phone="list" />
    </Section>
  );
}
