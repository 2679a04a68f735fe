import { Dumbbell, House, Quote, School, Tent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { YouthTrainingIllustration } from '../../components/illustrations/YouthTrainingIllustration';
import { PageTitle } from '../../components/layout/PageTitle';
import { type LinkCardContent, LinkCardGrid } from '../../components/ui/LinkCardGrid';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { StatGrid, StatTile } from '../../components/ui/StatTile';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import styles from './ImpactPage.module.css';

/** The impact page: a quote, three figures and four use cases. */
export function ImpactPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const youth = format.number(FIGURES.youthReached);
  const labs = format.number(FIGURES.communityLabs);
  const kits = format.number(FIGURES.kits);
  const continents = format.number(FIGURES.continents);
  const useCases: LinkCardContent[] = [
    {
      icon: <Dumbbell size={24} />,
      title: t('impact.useCases.boxing.title'),
      text: t('impact.useCases.boxing.text'),
      linkLabel: t('impact.useCases.boxing.link'),
      to: routePath('forBoxingCommunity'),
    },
    {
      icon: <House size={24} />,
      title: t('impact.useCases.youth.title'),
      text: t('impact.useCases.youth.text'),
      linkLabel: t('impact.useCases.youth.link'),
      to: routePath('getInvolved'),
    },
    {
      icon: <Tent size={24} />,
      title: t('impact.useCases.refugee.title'),
      text: t('impact.useCases.refugee.text'),
      linkLabel: t('impact.useCases.refugee.link'),
      to: routePath('partners'),
    },
    {
      icon: <School size={24} />,
      title: t('impact.useCases.school.title'),
      text: t('impact.useCases.school.text'),
      linkLabel: t('impact.useCases.school.link'),
      to: routePath('resources'),
    },
  ];

  return (
    <>
      <PageTitle title={t('impact.meta.title')} description={t('impact.meta.description', { youth, labs, kits, continents })} />
      <PageHero
        badge={t('impact.hero.badge')}
        title={t('impact.hero.title')}
        subtitle={t('impact.hero.subtitle')}
        media={<YouthTrainingIllustration label={t('impact.hero.illustrationAlt')} className={styles.heroIllustration} />}
      />

      <Section tone="alt" title={t('impact.quote.title')} centered>
        <figure className={styles.quote}>
          <Quote aria-hidden="true" size={40} className={styles.quoteIcon} />
          <blockquote className={styles.quoteText}>
            <p>{t('impact.quote.text')}</p>
          </blockquote>
          <figcaption className={styles.quoteAttribution}>{t('impact.quote.attribution')}</figcaption>
        </figure>
      </Section>

      <Section tone="dark" eyebrow={t('impact.stats.eyebrow')} title={t('impact.stats.title')}>
        <StatGrid>
          <StatTile tone="dark" stat={youth} label={t('impact.stats.youth')} />
          <StatTile tone="dark" stat={labs} label={t('impact.stats.labs')} />
          <StatTile tone="dark" stat={kits} label={t('impact.stats.kits', { continents })} />
        </StatGrid>
      </Section>

      <Section eyebrow={t('impact.useCases.eyebrow')} title={t('impact.useCases.title')} intro={t('impact.useCases.intro')}>
        <LinkCardGrid cards={useCases} phone="scroll" />
      </Section>
    </>
  );
}
