import {
  ArrowRight,
  BrainCircuit,
  CalendarCheck,
  Code,
  Cpu,
  Euro,
  Flame,
  Globe,
  Hammer,
  Leaf,
  Lock,
  Smile,
  Sprout,
  Trophy,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EARLY_ADOPTERS, FIGURES, MISSION } from '../../app/config/constants';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { PageTitle } from '../../components/layout/PageTitle';
import { ExternalButtonLink, LabelWithIcon } from '../../components/ui/Button';
import { Card, CardGrid } from '../../components/ui/Card';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { type Phase, PhaseTimeline } from './PhaseTimeline';
import styles from './RoadmapPage.module.css';

const ICON_SIZE = 24;

export function RoadmapPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const lives = format.number(MISSION.livesToImpact);
  const targetYear = format.plain(MISSION.targetYear);
  const seriesA = t('roadmap.amounts.millionEuro', { amount: format.compact(FIGURES.seriesATargetEuro) });
  const usaYear = format.plain(FIGURES.usaLaunchYear);
  const trainers = format.number(FIGURES.academyFirstCohortTrainers);

  const phases: Phase[] = [
    {
      number: 1,
      current: true,
      label: t('roadmap.phases.one.label'),
      period: t('roadmap.phases.one.period'),
      title: t('roadmap.phases.one.title'),
      items: [
        { done: true, text: t('roadmap.phases.one.prototype') },
        { done: true, text: t('roadmap.phases.one.pilots') },
        { done: true, text: t('roadmap.phases.one.openSource') },
        { done: false, text: t('roadmap.phases.one.foundingMembers', { spots: format.number(EARLY_ADOPTERS.spots) }) },
      ],
    },
    {
      number: 2,
      label: t('roadmap.phases.two.label'),
      title: t('roadmap.phases.two.title'),
      items: [
        { done: false, text: t('roadmap.phases.two.academy', { trainers }) },
        { done: false, text: t('roadmap.phases.two.app') },
        { done: false, text: t('roadmap.phases.two.guides') },
        { done: false, text: t('roadmap.phases.two.schools') },
      ],
    },
    {
      number: 3,
      label: t('roadmap.phases.three.label'),
      title: t('roadmap.phases.three.title'),
      items: [
        { done: false, text: t('roadmap.phases.three.seriesA', { amount: seriesA }) },
        { done: false, text: t('roadmap.phases.three.dashboard') },
        { done: false, text: t('roadmap.phases.three.labs') },
        { done: false, text: t('roadmap.phases.three.research') },
      ],
    },
    {
      number: 4,
      label: t('roadmap.phases.four.label'),
      title: t('roadmap.phases.four.title'),
      items: [
        { done: false, text: t('roadmap.phases.four.usa', { year: usaYear }) },
        { done: false, text: t('roadmap.phases.four.hubs') },
        { done: false, text: t('roadmap.phases.four.lives', { lives, year: targetYear }) },
      ],
    },
  ];

  const milestones = [
    {
      icon: <Users size={ICON_SIZE} />,
      when: t('roadmap.milestones.academy.when'),
      title: t('roadmap.milestones.academy.title', { trainers }),
      text: t('roadmap.milestones.academy.text'),
    },
    {
      icon: <Euro size={ICON_SIZE} />,
      when: t('roadmap.milestones.seriesA.when'),
      title: t('roadmap.milestones.seriesA.title', { amount: seriesA }),
      text: t('roadmap.milestones.seriesA.text'),
    },
    { icon: <Globe size={ICON_SIZE} />, when: usaYear, title: t('roadmap.milestones.usa.title'), text: t('roadmap.milestones.usa.text') },
    {
      icon: <Trophy size={ICON_SIZE} />,
      when: targetYear,
      title: t('roadmap.milestones.mission.title', { lives }),
      text: t('roadmap.milestones.mission.text'),
    },
  ];

  return (
    <>
      <PageTitle title={t('roadmap.meta.title')} description={t('roadmap.meta.description', { lives, year: targetYear })} />
      <PageHero
        badge={t('roadmap.hero.badge', { endYear: targetYear })}
        title={t('roadmap.hero.title', { lives })}
        subtitle={t('roadmap.hero.subtitle', { year: targetYear })}
      />

      <Section id="principles" title={t('roadmap.principles.title')} intro={t('roadmap.principles.intro')}>
        <CardGrid columns={4} phone="list">
          <Card icon={<Code size={ICON_SIZE} />} title={t('roadmap.principles.open.title')}>
            <p>{t('roadmap.principles.open.text')}</p>
          </Card>
          <Card icon={<Leaf size={ICON_SIZE} />} title={t('roadmap.principles.affordable.title')}>
            <p>{t('roadmap.principles.affordable.text', { cost: format.currency(FIGURES.diyCostEuro) })}</p>
          </Card>
          <Card icon={<Smile size={ICON_SIZE} />} title={t('roadmap.principles.youth.title')}>
            <p>{t('roadmap.principles.youth.text')}</p>
          </Card>
          <Card icon={<CalendarCheck size={ICON_SIZE} />} title={t('roadmap.principles.evidence.title')}>
            <p>{t('roadmap.principles.evidence.text')}</p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="phases" tone="alt" title={t('roadmap.phases.title')} intro={t('roadmap.phases.intro')}>
        <PhaseTimeline phases={phases} />
      </Section>

      <Section id="engagement" title={t('roadmap.engagement.title')} intro={t('roadmap.engagement.intro')}>
        <CardGrid columns={4}>
          <Card tone="accent" icon={<Flame size={ICON_SIZE} />} title={t('roadmap.engagement.challenges.title')}>
            <p>{t('roadmap.engagement.challenges.text')}</p>
          </Card>
          <Card tone="accent" icon={<Trophy size={ICON_SIZE} />} title={t('roadmap.engagement.teams.title')}>
            <p>{t('roadmap.engagement.teams.text')}</p>
          </Card>
          <Card tone="accent" icon={<Smile size={ICON_SIZE} />} title={t('roadmap.engagement.checkIns.title')}>
            <p>{t('roadmap.engagement.checkIns.text')}</p>
          </Card>
          <Card tone="accent" icon={<Hammer size={ICON_SIZE} />} title={t('roadmap.engagement.buildDays.title')}>
            <p>{t('roadmap.engagement.buildDays.text')}</p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="milestones" tone="dark" title={t('roadmap.milestones.title')} intro={t('roadmap.milestones.intro')}>
        <ol className={styles.milestones}>
          {milestones.map((milestone) => (
            <li key={milestone.when} className={styles.milestone}>
              <span className={styles.milestoneIcon} aria-hidden="true">
                {milestone.icon}
              </span>
              <p className={styles.milestoneWhen}>{milestone.when}</p>
              <h3 className={styles.milestoneTitle}>{milestone.title}</h3>
              <p className={styles.milestoneText}>{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="technology-areas" title={t('roadmap.technology.title')} intro={t('roadmap.technology.intro')}>
        <CardGrid columns={4} phone="list">
          <Card icon={<Cpu size={ICON_SIZE} />} title={t('roadmap.technology.hardware.title')}>
            <p>{t('roadmap.technology.hardware.text')}</p>
          </Card>
          <Card icon={<BrainCircuit size={ICON_SIZE} />} title={t('roadmap.technology.ai.title')}>
            <p>{t('roadmap.technology.ai.text')}</p>
          </Card>
          <Card icon={<Lock size={ICON_SIZE} />} title={t('roadmap.technology.data.title')}>
            <p>{t('roadmap.technology.data.text')}</p>
          </Card>
          <Card icon={<Sprout size={ICON_SIZE} />} title={t('roadmap.technology.materials.title')}>
            <p>{t('roadmap.technology.materials.text')}</p>
          </Card>
        </CardGrid>
        <p className={styles.moreLink}>
          <Link to={routePath('technology')}>
            <LabelWithIcon icon={<ArrowRight aria-hidden="true" size={16} className="icon-directional" />}>
              {t('roadmap.technology.link')}
            </LabelWithIcon>
          </Link>
        </p>
      </Section>

      <Section id="join" tone="brand" centered title={t('roadmap.join.title')} intro={t('roadmap.join.text')}>
        <div className={styles.joinActions}>
          <ExternalButtonLink href={EXTERNAL_LINKS.forms.earlyAccess}>{t('roadmap.join.form')}</ExternalButtonLink>
          <ExternalButtonLink href={EXTERNAL_LINKS.sourceCode.organisation} variant="onDark" icon={<Code aria-hidden="true" size={18} />}>
            {t('roadmap.join.code')}
          </ExternalButtonLink>
        </div>
      </Section>
    </>
  );
}
