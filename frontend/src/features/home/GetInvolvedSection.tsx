import { ArrowRight, Code, Cpu, ExternalLink as ExternalLinkIcon, Hammer, Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MISSION } from '../../app/config/constants';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { ButtonLink, ExternalButtonLink } from '../../components/ui/Button';
import { type LinkCardContent, LinkCardGrid } from '../../components/ui/LinkCardGrid';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import styles from './HomePage.module.css';

export function GetInvolvedSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const cards: LinkCardContent[] = [
    {
      icon: <Hammer size={24} />,
      title: t('home.involve.diyHub.title'),
      text: t('home.involve.diyHub.text'),
      linkLabel: t('home.involve.diyHub.link'),
      to: routePath('diyHub'),
    },
    {
      icon: <Cpu size={24} />,
      title: t('home.involve.technology.title'),
      text: t('home.involve.technology.text'),
      linkLabel: t('home.involve.technology.link'),
      to: routePath('technology'),
    },
    {
      icon: <Code size={24} />,
      title: t('home.involve.code.title'),
      text: t('home.involve.code.text'),
      linkLabel: t('home.involve.code.link'),
      href: EXTERNAL_LINKS.sourceCode.organisation,
    },
    {
      icon: <Handshake size={24} />,
      title: t('home.involve.partners.title'),
      text: t('home.involve.partners.text'),
      linkLabel: t('home.involve.partners.link'),
      to: routePath('partners'),
    },
  ];
  return (
    <Section
      tone="brand"
      eyebrow={t('home.involve.eyebrow')}
      title={t('home.involve.title', { lives: format.number(MISSION.livesToImpact) })}
      intro={t('home.involve.intro')}
    >
      <div className={styles.involveActions}>
        <ExternalButtonLink href={EXTERNAL_LINKS.sourceCode.organisation} icon={<ExternalLinkIcon aria-hidden="true" size={18} />}>
          {t('home.involve.sourceCode')}
        </ExternalButtonLink>
        <ButtonLink
          to={routePath('getInvolved')}
          variant="onDark"
          icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
        >
          {t('home.involve.allWays')}
        </ButtonLink>
      </div>
      <LinkCardGrid cards={cards} phone="list" />
    </Section>
  );
}
