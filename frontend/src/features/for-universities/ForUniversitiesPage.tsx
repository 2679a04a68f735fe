import {
  Activity,
  BrainCircuit,
  Briefcase,
  CalendarDays,
  Clock,
  Cpu,
  FlaskConical,
  Gamepad2,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Mail,
  Megaphone,
  Microscope,
  Palette,
  Phone,
  Recycle,
  Smile,
  UsersRound,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { EXTERNAL_LINKS, mailtoHref, telHref } from '../../app/config/external-links';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink, InPageButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { IconCards } from '../audiences/IconCards';
import { RoleGroup, RoleGroups } from '../audiences/RoleGroup';
import { StepList } from '../audiences/StepList';
import styles from './ForUniversitiesPage.module.css';
import { formatPhoneNumber } from './phone-number';
import { UniversitiesHeroArt } from './UniversitiesHeroArt';

const CONTACT_ID = 'contact';
const RESEARCH_ID = 'research-focus';

export function ForUniversitiesPage() {
  const { t } = useTranslation();
  const format = useFormatters();

  const partners = [
    {
      id: 'design',
      icon: Palette,
      title: t('forUniversities.partners.design.title'),
      kicker: t('forUniversities.partners.design.place'),
      text: t('forUniversities.partners.design.text'),
    },
    {
      id: 'sensing',
      icon: Cpu,
      title: t('forUniversities.partners.sensing.title'),
      kicker: t('forUniversities.partners.sensing.place'),
      text: t('forUniversities.partners.sensing.text'),
    },
    {
      id: 'movement',
      icon: Activity,
      title: t('forUniversities.partners.movement.title'),
      kicker: t('forUniversities.partners.movement.place'),
      text: t('forUniversities.partners.movement.text'),
    },
    {
      id: 'psychology',
      icon: Smile,
      title: t('forUniversities.partners.psychology.title'),
      kicker: t('forUniversities.partners.psychology.place'),
      text: t('forUniversities.partners.psychology.text'),
    },
    {
      id: 'materials',
      icon: Recycle,
      title: t('forUniversities.partners.materials.title'),
      kicker: t('forUniversities.partners.materials.place'),
      text: t('forUniversities.partners.materials.text'),
    },
  ];

  const technicalRoles = [
    {
      id: 'ai',
      icon: BrainCircuit,
      name: t('forUniversities.roles.technical.ai.name'),
      text: t('forUniversities.roles.technical.ai.text'),
    },
    {
      id: 'hardware',
      icon: Wrench,
      name: t('forUniversities.roles.technical.hardware.name'),
      text: t('forUniversities.roles.technical.hardware.text'),
    },
    { id: 'ux', icon: Palette, name: t('forUniversities.roles.technical.ux.name'), text: t('forUniversities.roles.technical.ux.text') },
    {
      id: 'gamification',
      icon: Gamepad2,
      name: t('forUniversities.roles.technical.gamification.name'),
      text: t('forUniversities.roles.technical.gamification.text'),
    },
    {
      id: 'research',
      icon: Microscope,
      name: t('forUniversities.roles.technical.research.name'),
      text: t('forUniversities.roles.technical.research.text'),
    },
  ];

  const organisationalRoles = [
    {
      id: 'coordinator',
      icon: UsersRound,
      name: t('forUniversities.roles.organisational.coordinator.name'),
      text: t('forUniversities.roles.organisational.coordinator.text'),
    },
    {
      id: 'events',
      icon: CalendarDays,
      name: t('forUniversities.roles.organisational.events.name'),
      text: t('forUniversities.roles.organisational.events.text'),
    },
    {
      id: 'hr',
      icon: HeartHandshake,
      name: t('forUniversities.roles.organisational.hr.name'),
      text: t('forUniversities.roles.organisational.hr.text'),
    },
    {
      id: 'communications',
      icon: Megaphone,
      name: t('forUniversities.roles.organisational.communications.name'),
      text: t('forUniversities.roles.organisational.communications.text'),
    },
    {
      id: 'partnerships',
      icon: Handshake,
      name: t('forUniversities.roles.organisational.partnerships.name'),
      text: t('forUniversities.roles.organisational.partnerships.text'),
    },
  ];

  const researchAreas = [
    {
      id: 'resilience',
      icon: Smile,
      title: t('forUniversities.research.resilience.title'),
      text: t('forUniversities.research.resilience.text', { percent: format.percent(FIGURES.resilienceImprovementPercent) }),
    },
    {
      id: 'sensing',
      icon: BrainCircuit,
      title: t('forUniversities.research.sensing.title'),
      text: t('forUniversities.research.sensing.text'),
    },
    {
      id: 'circular',
      icon: Recycle,
      title: t('forUniversities.research.circular.title'),
      text: t('forUniversities.research.circular.text', { cost: format.currency(FIGURES.diyCostEuro) }),
    },
  ];

  const steps = [
    { id: 'meet', title: t('forUniversities.implementation.meet.title'), text: t('forUniversities.implementation.meet.text') },
    { id: 'scope', title: t('forUniversities.implementation.scope.title'), text: t('forUniversities.implementation.scope.text') },
    { id: 'build', title: t('forUniversities.implementation.build.title'), text: t('forUniversities.implementation.build.text') },
    { id: 'share', title: t('forUniversities.implementation.share.title'), text: t('forUniversities.implementation.share.text') },
  ];

  return (
    <>
      <PageTitle title={t('forUniversities.meta.title')} description={t('forUniversities.meta.description')} />
      <PageHero
        badge={t('forUniversities.hero.badge')}
        title={t('forUniversities.hero.title')}
        subtitle={t('forUniversities.hero.subtitle')}
        actions={
          <>
            <InPageButtonLink targetId={CONTACT_ID} icon={<Mail aria-hidden="true" size={18} />}>
              {t('forUniversities.hero.contactAction')}
            </InPageButtonLink>
            <InPageButtonLink targetId={RESEARCH_ID} variant="secondary" icon={<FlaskConical aria-hidden="true" size={18} />}>
              {t('forUniversities.hero.researchAction')}
            </InPageButtonLink>
          </>
        }
        media={<UniversitiesHeroArt label={t('forUniversities.hero.illustrationAlt')} />}
      />

      <Section
        eyebrow={t('forUniversities.partners.eyebrow')}
        title={t('forUniversities.partners.title')}
        intro={t('forUniversities.partners.intro')}
      >
        <IconCards items={partners} phone="list" />
      </Section>

      <Section tone="alt" title={t('forUniversities.network.title')} intro={t('forUniversities.network.intro')}>
        <StatGrid>
          <StatTile
            stat={t('forUniversities.network.universitiesValue', { number: format.number(FIGURES.universities) })}
            label={t('forUniversities.network.universitiesLabel')}
          />
          <StatTile stat={format.number(FIGURES.technicalPositions)} label={t('forUniversities.network.technicalLabel')} />
          <StatTile stat={format.number(FIGURES.organisationalPositions)} label={t('forUniversities.network.organisationalLabel')} />
          <StatTile stat={format.number(researchAreas.length)} label={t('forUniversities.network.focusLabel')} />
        </StatGrid>
      </Section>

      <Section
        eyebrow={t('forUniversities.roles.eyebrow')}
        title={t('forUniversities.roles.title')}
        intro={t('forUniversities.roles.intro')}
      >
        <RoleGroups>
          <RoleGroup
            title={t('forUniversities.roles.technical.title')}
            intro={t('forUniversities.roles.technical.intro')}
            icon={Cpu}
            roles={technicalRoles}
          />
          <RoleGroup
            title={t('forUniversities.roles.organisational.title')}
            intro={t('forUniversities.roles.organisational.intro')}
            icon={Briefcase}
            roles={organisationalRoles}
            tone="accent"
          />
        </RoleGroups>
        <div className={styles.actions}>
          <ButtonLink to={`${routePath('getInvolved')}#interest-form`} icon={<GraduationCap aria-hidden="true" size={18} />}>
            {t('forUniversities.roles.applyAction')}
          </ButtonLink>
        </div>
      </Section>

      <Section
        id={RESEARCH_ID}
        tone="alt"
        eyebrow={t('forUniversities.research.eyebrow')}
        title={t('forUniversities.research.title')}
        intro={t('forUniversities.research.intro')}
      >
        <IconCards items={researchAreas} tone="brand" />
      </Section>

      <Section
        eyebrow={t('forUniversities.implementation.eyebrow')}
        title={t('forUniversities.implementation.title')}
        intro={t('forUniversities.implementation.intro')}
      >
        <StepList steps={steps} />
      </Section>

      <Section
        id={CONTACT_ID}
        tone="brand"
        eyebrow={t('forUniversities.contact.eyebrow')}
        title={t('forUniversities.contact.title')}
        intro={t('forUniversities.contact.intro')}
      >
        <ul className={styles.contactList}>
          <li>
            <a className={styles.contactLink} href={mailtoHref(EXTERNAL_LINKS.contact.universitiesEmail)}>
              <Mail aria-hidden="true" size={26} className={styles.contactIcon} />
              <span>
                <span className={styles.contactLabel}>{t('forUniversities.contact.emailLabel')}</span>
                <span className={styles.contactValue} dir="ltr">
                  {EXTERNAL_LINKS.contact.universitiesEmail}
                </span>
              </span>
            </a>
          </li>
          <li>
            <a className={styles.contactLink} href={telHref(EXTERNAL_LINKS.contact.phone)}>
              <Phone aria-hidden="true" size={26} className={styles.contactIcon} />
              <span>
                <span className={styles.contactLabel}>{t('forUniversities.contact.phoneLabel')}</span>
                <span className={styles.contactValue} dir="ltr">
                  {formatPhoneNumber(EXTERNAL_LINKS.contact.phone)}
                </span>
              </span>
            </a>
          </li>
        </ul>
        <p className={styles.hours}>
          <Clock aria-hidden="true" size={18} />
          {t('forUniversities.contact.hours')}
        </p>
      </Section>
    </>
  );
}
