import { Globe, GraduationCap, Landmark, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { type LinkCardContent, LinkCardGrid } from '../../components/ui/LinkCardGrid';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';

export function PartnersSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const cards: LinkCardContent[] = [
    {
      icon: <GraduationCap size={24} />,
      title: t('home.partners.universities.title'),
      text: t('home.partners.universities.text'),
      linkLabel: t('home.partners.universities.link'),
      to: routePath('forUniversities'),
    },
    {
      icon: <Landmark size={24} />,
      title: t('home.partners.municipalities.title'),
      text: t('home.partners.municipalities.text'),
      linkLabel: t('home.partners.municipalities.link'),
      to: routePath('forGovernment'),
    },
    {
      icon: <Wrench size={24} />,
      title: t('home.partners.labs.title'),
      text: t('home.partners.labs.text'),
      linkLabel: t('home.partners.labs.link'),
      to: routePath('community'),
    },
    {
      icon: <Globe size={24} />,
      title: t('home.partners.global.title'),
      text: t('home.partners.global.text', { kits: format.number(FIGURES.kits), continents: format.number(FIGURES.continents) }),
      linkLabel: t('home.partners.global.link'),
      to: routePath('partners'),
    },
  ];
  return (
    <Section tone="alt" eyebrow={t('home.partners.eyebrow')} title={t('home.partners.title')} intro={t('home.partners.intro')}>
      <LinkCardGrid cards={cards} phone="scroll" />
    </Section>
  );
}
