import { BookOpen, Code, Map as MapIcon, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { type LinkCardContent, LinkCardGrid } from '../../components/ui/LinkCardGrid';
import { Section } from '../../components/ui/Section';
import { routePath } from '../../routes/site-routes';

/** Where the API documentation sits on the developer page (the /docs redirect leads there too). */
const API_DOCS_ANCHOR = 'api-docs';

export function DevelopersSection() {
  const { t } = useTranslation();
  const cards: LinkCardContent[] = [
    {
      icon: <Code size={24} />,
      title: t('home.developers.code.title'),
      text: t('home.developers.code.text'),
      linkLabel: t('home.developers.code.link'),
      href: EXTERNAL_LINKS.sourceCode.organisation,
    },
    {
      icon: <BookOpen size={24} />,
      title: t('home.developers.docs.title'),
      text: t('home.developers.docs.text'),
      linkLabel: t('home.developers.docs.link'),
      to: `${routePath('forDevelopers')}#${API_DOCS_ANCHOR}`,
    },
    {
      icon: <MessagesSquare size={24} />,
      title: t('home.developers.forum.title'),
      text: t('home.developers.forum.text'),
      linkLabel: t('home.developers.forum.link'),
      href: EXTERNAL_LINKS.community.forum,
    },
    {
      icon: <MapIcon size={24} />,
      title: t('home.developers.roadmap.title'),
      text: t('home.developers.roadmap.text'),
      linkLabel: t('home.developers.roadmap.link'),
      to: routePath('roadmap'),
    },
  ];
  return (
    <Section tone="alt" eyebrow={t('home.developers.eyebrow')} title={t('home.developers.title')} intro={t('home.developers.intro')}>
      <LinkCardGrid cards={cards} phone="scroll" />
    </Section>
  );
}
