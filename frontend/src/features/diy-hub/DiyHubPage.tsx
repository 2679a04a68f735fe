import { ArrowRight, Code, Code2, MessagesSquare, Play, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { PageTitle } from '../../components/layout/PageTitle';
import { ButtonLink, ExternalButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { routePath } from '../../routes/site-routes';
import { BuildSteps } from './BuildSteps';
import { DiyHubIllustration } from './DiyHubIllustration';
import styles from './DiyHubPage.module.css';
import { HallOfFame } from './HallOfFame';
import { ReasonsForDiy } from './ReasonsForDiy';

export function DiyHubPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const cost = format.currency(FIGURES.diyCostEuro);
  return (
    <>
      <PageTitle title={t('diyHub.meta.title')} description={t('diyHub.meta.description', { cost })} />
      <PageHero
        badge={t('diyHub.hero.badge')}
        title={t('diyHub.hero.title')}
        subtitle={t('diyHub.hero.subtitle')}
        actions={
          <>
            <ExternalButtonLink href={EXTERNAL_LINKS.sourceCode.organisation} icon={<Code aria-hidden="true" size={18} />}>
              {t('diyHub.hero.sourceCode')}
            </ExternalButtonLink>
            <ButtonLink
              to={`${routePath('earlyAdopters')}#prototype`}
              variant="secondary"
              icon={<Play aria-hidden="true" size={18} className="icon-directional" />}
            >
              {t('diyHub.hero.prototype')}
            </ButtonLink>
            <ExternalButtonLink
              href={EXTERNAL_LINKS.forms.communityForum}
              variant="ghost"
              icon={<MessagesSquare aria-hidden="true" size={18} />}
            >
              {t('diyHub.hero.forum')}
            </ExternalButtonLink>
          </>
        }
        media={<DiyHubIllustration />}
      />
      <BuildSteps cost={cost} />
      <ReasonsForDiy />
      <Section
        id="contribute"
        tone="brand"
        eyebrow={t('diyHub.contribute.eyebrow')}
        title={t('diyHub.contribute.title')}
        intro={t('diyHub.contribute.text')}
      >
        <div className={styles.actions}>
          <ExternalButtonLink href={EXTERNAL_LINKS.sourceCode.organisation} variant="onDark" icon={<Code2 aria-hidden="true" size={18} />}>
            {t('diyHub.contribute.github')}
          </ExternalButtonLink>
          <ButtonLink
            to={routePath('forDevelopers')}
            variant="onDark"
            icon={<ArrowRight aria-hidden="true" size={18} className="icon-directional" />}
          >
            {t('diyHub.contribute.developers')}
          </ButtonLink>
        </div>
      </Section>
      <HallOfFame />
      <Section id="join-community" tone="alt" title={t('diyHub.join.title')} intro={t('diyHub.join.text')} centered>
        <div className={`${styles.actions} ${styles.centered}`}>
          <ButtonLink to={routePath('community')} icon={<Users aria-hidden="true" size={18} />}>
            {t('diyHub.join.link')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
