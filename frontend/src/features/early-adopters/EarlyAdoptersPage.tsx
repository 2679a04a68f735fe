import { ArrowDown, ArrowRight, Check, Clock, Handshake, MapPin, Package, Route, UserCheck, Users, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EARLY_ADOPTERS, FIGURES } from '../../app/config/constants';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { PageTitle } from '../../components/layout/PageTitle';
import { ExternalButtonLink, InPageButtonLink } from '../../components/ui/Button';
import { Card, CardGrid } from '../../components/ui/Card';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { VideoFacade } from '../../components/ui/VideoFacade';
import { useFormatters } from '../../i18n/format';
import styles from './EarlyAdoptersPage.module.css';
import { PrototypeIllustration } from './PrototypeIllustration';

/** In-page anchors; `prototype` is where the /prototype redirect of site-routes.json lands. */
export const EARLY_ADOPTER_ANCHORS = { prototype: 'prototype', benefits: 'benefits', offer: 'offer' } as const;

const ICON_SIZE = 24;

export function EarlyAdoptersPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const spots = format.number(EARLY_ADOPTERS.spots);
  const months = format.number(EARLY_ADOPTERS.prioritySupportMonths);
  const monthsCount = EARLY_ADOPTERS.prioritySupportMonths;
  // Region names are written in each language's own form (Limbourg, لیمبورگ), so they live in the texts.
  const regions = t('earlyAdopters.regions');

  const highlights = [
    {
      icon: <MapPin size={ICON_SIZE} />,
      kicker: t('earlyAdopters.highlights.region.kicker'),
      title: regions,
      text: t('earlyAdopters.highlights.region.text'),
    },
    {
      icon: <Users size={ICON_SIZE} />,
      kicker: t('earlyAdopters.highlights.spots.kicker'),
      title: t('earlyAdopters.highlights.spots.title', { count: EARLY_ADOPTERS.spots, spots }),
      text: t('earlyAdopters.highlights.spots.text'),
    },
    {
      icon: <Clock size={ICON_SIZE} />,
      kicker: t('earlyAdopters.highlights.priority.kicker'),
      title: t('earlyAdopters.highlights.priority.title', { count: monthsCount, months }),
      text: t('earlyAdopters.highlights.priority.text', { count: monthsCount, months }),
    },
  ];

  const prototypePoints = [
    { title: t('earlyAdopters.prototype.sensing.title'), text: t('earlyAdopters.prototype.sensing.text') },
    { title: t('earlyAdopters.prototype.screen.title'), text: t('earlyAdopters.prototype.screen.text') },
    { title: t('earlyAdopters.prototype.tyres.title'), text: t('earlyAdopters.prototype.tyres.text') },
  ];

  const reasons = [
    { icon: <Route size={ICON_SIZE} />, title: t('earlyAdopters.why.pilots.title'), text: t('earlyAdopters.why.pilots.text') },
    { icon: <Handshake size={ICON_SIZE} />, title: t('earlyAdopters.why.nearby.title'), text: t('earlyAdopters.why.nearby.text') },
    { icon: <Wrench size={ICON_SIZE} />, title: t('earlyAdopters.why.makers.title'), text: t('earlyAdopters.why.makers.text') },
  ];

  const included = [
    t('earlyAdopters.offer.includes.system'),
    t('earlyAdopters.offer.includes.support', { count: monthsCount, months }),
    t('earlyAdopters.offer.includes.community'),
  ];

  return (
    <>
      <PageTitle title={t('earlyAdopters.meta.title')} description={t('earlyAdopters.meta.description', { spots, regions })} />
      <PageHero
        badge={t('earlyAdopters.hero.badge')}
        title={t('earlyAdopters.hero.title', { spots })}
        subtitle={t('earlyAdopters.hero.subtitle', { regions })}
        actions={
          <>
            <ExternalButtonLink
              href={EXTERNAL_LINKS.forms.earlyAdopterSignup}
              icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
            >
              {t('earlyAdopters.hero.reserve')}
            </ExternalButtonLink>
            <InPageButtonLink
              targetId={EARLY_ADOPTER_ANCHORS.benefits}
              variant="secondary"
              icon={<ArrowDown aria-hidden="true" size={18} />}
            >
              {t('earlyAdopters.hero.learnMore')}
            </InPageButtonLink>
          </>
        }
      />

      <section aria-label={t('earlyAdopters.highlights.label')} className={styles.highlights}>
        <ul className={`container ${styles.highlightList}`}>
          {highlights.map((highlight) => (
            <li key={highlight.kicker} className={styles.highlight}>
              <span className={styles.highlightIcon} aria-hidden="true">
                {highlight.icon}
              </span>
              <p className={styles.highlightKicker}>{highlight.kicker}</p>
              <p className={styles.highlightTitle}>{highlight.title}</p>
              <p className={styles.highlightText}>{highlight.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <Section id="story" title={t('earlyAdopters.story.title')}>
        <div className={styles.storyGrid}>
          <VideoFacade videoId={EXTERNAL_LINKS.videos.founder.id} title={t('earlyAdopters.story.videoTitle')} />
          <div className={styles.storyText}>
            <p>
              {t('earlyAdopters.story.journey', {
                year: format.plain(FIGURES.foundersTripYear),
                distance: format.number(FIGURES.foundersTripKm),
              })}
            </p>
            <p>{t('earlyAdopters.story.need')}</p>
            <p>{t('earlyAdopters.story.answer')}</p>
          </div>
        </div>
      </Section>

      <Section
        id={EARLY_ADOPTER_ANCHORS.prototype}
        tone="alt"
        title={t('earlyAdopters.prototype.title')}
        intro={t('earlyAdopters.prototype.intro')}
      >
        <div className={styles.prototypeGrid}>
          <figure className={styles.prototypeFigure}>
            <PrototypeIllustration
              label={t('earlyAdopters.prototype.alt')}
              numbers={[format.number(1), format.number(2), format.number(3)]}
            />
          </figure>
          <ol className={styles.points}>
            {prototypePoints.map((point, index) => (
              <li key={point.title} className={styles.point}>
                <span className={styles.pointNumber} aria-hidden="true">
                  {format.number(index + 1)}
                </span>
                <div>
                  <h3 className={styles.pointTitle}>{point.title}</h3>
                  <p className={styles.pointText}>{point.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section id={EARLY_ADOPTER_ANCHORS.benefits} title={t('earlyAdopters.benefits.title')} intro={t('earlyAdopters.benefits.intro')}>
        <CardGrid columns={3} phone="list">
          <Card icon={<Package size={ICON_SIZE} />} title={t('earlyAdopters.benefits.system.title')}>
            <p>{t('earlyAdopters.benefits.system.text')}</p>
          </Card>
          <Card icon={<UserCheck size={ICON_SIZE} />} title={t('earlyAdopters.benefits.support.title')}>
            <p>{t('earlyAdopters.benefits.support.text', { count: monthsCount, months })}</p>
          </Card>
          <Card icon={<Users size={ICON_SIZE} />} title={t('earlyAdopters.benefits.community.title')}>
            <p>{t('earlyAdopters.benefits.community.text')}</p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="why-limburg-brabant" tone="alt" title={t('earlyAdopters.why.title')} intro={t('earlyAdopters.why.intro')}>
        <div className={styles.whyGrid}>
          <ul className={styles.reasons}>
            {reasons.map((reason) => (
              <li key={reason.title} className={styles.reason}>
                <span className={styles.reasonIcon} aria-hidden="true">
                  {reason.icon}
                </span>
                <div>
                  <h3 className={styles.reasonTitle}>{reason.title}</h3>
                  <p className={styles.reasonText}>{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <aside className={styles.membersBox} aria-labelledby="founding-members-heading">
            <h3 id="founding-members-heading" className={styles.membersTitle}>
              <span className={styles.membersNumber}>{spots}</span> {t('earlyAdopters.why.box.title', { count: EARLY_ADOPTERS.spots })}
            </h3>
            <p className={styles.membersText}>{t('earlyAdopters.why.box.text')}</p>
            <ExternalButtonLink href={EXTERNAL_LINKS.forms.earlyAdopterSignup} variant="onDark">
              {t('earlyAdopters.why.box.join')}
            </ExternalButtonLink>
          </aside>
        </div>
      </Section>

      <Section id={EARLY_ADOPTER_ANCHORS.offer} centered title={t('earlyAdopters.offer.title')}>
        <div className={styles.offerBox}>
          <p className={styles.offerPrice}>{format.currency(EARLY_ADOPTERS.priceEuro)}</p>
          <p className={styles.offerDiscount}>
            {t('earlyAdopters.offer.discount', { percent: format.percent(EARLY_ADOPTERS.discountBelowRetailPercent) })}
          </p>
          <ul className={styles.offerList}>
            {included.map((item) => (
              <li key={item}>
                <Check aria-hidden="true" size={20} className={styles.offerCheck} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <ExternalButtonLink
            href={EXTERNAL_LINKS.forms.earlyAdopterSignup}
            className={styles.offerButton}
            icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
          >
            {t('earlyAdopters.offer.reserve')}
          </ExternalButtonLink>
          <p className={styles.offerSmallPrint}>{t('earlyAdopters.offer.smallPrint')}</p>
        </div>
      </Section>
    </>
  );
}
