import { ArrowDown, ArrowRight, Award, Check, GraduationCap, HandCoins, Handshake, HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink, ExternalButtonLink, InPageButtonLink } from '../../components/ui/Button';
import { Card, CardGrid } from '../../components/ui/Card';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { PartnersIllustration } from './PartnersIllustration';
import styles from './PartnersPage.module.css';

/** A partner card (title, description), with what the partnership brings. */
interface PartnerType {
  id: string;
  icon: ReactNode;
  titleKey: string;
  textKey: string;
  pointKeys: string[];
}

const PARTNER_TYPES: PartnerType[] = [
  {
    id: 'schools',
    icon: <GraduationCap size={24} />,
    titleKey: 'partners.types.schools.title',
    textKey: 'partners.types.schools.text',
    pointKeys: ['partners.types.schools.points.bag', 'partners.types.schools.points.training', 'partners.types.schools.points.lessons'],
  },
  {
    id: 'ngos',
    icon: <HeartHandshake size={24} />,
    titleKey: 'partners.types.ngos.title',
    textKey: 'partners.types.ngos.text',
    pointKeys: ['partners.types.ngos.points.workshops', 'partners.types.ngos.points.languages', 'partners.types.ngos.points.reports'],
  },
  {
    id: 'funders',
    icon: <HandCoins size={24} />,
    titleKey: 'partners.types.funders.title',
    textKey: 'partners.types.funders.text',
    pointKeys: [
      'partners.types.funders.points.sponsor',
      'partners.types.funders.points.reporting',
      'partners.types.funders.points.oneToOne',
    ],
  },
];

const RECOGNITION_KEYS = ['footer.badges.mitSolve', 'footer.badges.cebAward', 'footer.badges.frenchTech'];

const PARTNER_TYPES_ID = 'partner-types';

export function PartnersPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <PageTitle title={t('partners.meta.title')} description={t('partners.meta.description')} />
      <PageHero
        badge={t('partners.hero.badge')}
        title={t('partners.hero.title')}
        subtitle={t('partners.hero.subtitle')}
        actions={
          <InPageButtonLink targetId={PARTNER_TYPES_ID} variant="secondary" icon={<ArrowDown aria-hidden="true" size={18} />}>
            {t('partners.hero.seeTypes')}
          </InPageButtonLink>
        }
        media={<PartnersIllustration />}
      />

      <Section id={PARTNER_TYPES_ID} eyebrow={t('partners.types.eyebrow')} title={t('partners.types.title')}>
        <CardGrid columns={3}>
          {PARTNER_TYPES.map(({ id, icon, titleKey, textKey, pointKeys }) => (
            <Card key={id} icon={icon} title={t(titleKey)}>
              <p>{t(textKey)}</p>
              <ul className={styles.points}>
                {pointKeys.map((key) => (
                  <li key={key}>
                    <Check aria-hidden="true" size={18} className={styles.check} />
                    {t(key)}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="trusted-by" tone="alt" eyebrow={t('partners.trusted.eyebrow')} title={t('partners.trusted.title')}>
        <p className={styles.trustedText}>{t('partners.trusted.text', { count: format.number(FIGURES.universities) })}</p>
        <ul className={styles.recognition} aria-label={t('partners.trusted.recognitionLabel')}>
          {RECOGNITION_KEYS.map((key) => (
            <li key={key}>
              <Award aria-hidden="true" size={18} />
              {t(key)}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="partner-signup" tone="brand" title={t('partners.cta.title')} intro={t('partners.cta.text')} centered>
        <div className={styles.ctaActions}>
          <ExternalButtonLink href={EXTERNAL_LINKS.forms.partnerSignup} icon={<Handshake aria-hidden="true" size={18} />}>
            {t('partners.cta.signup')}
          </ExternalButtonLink>
          <ButtonLink
            to={routePath('getInvolved')}
            variant="onDark"
            icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
          >
            {t('partners.cta.otherWays')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
