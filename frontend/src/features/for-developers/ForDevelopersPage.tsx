import { BookOpen, Code, MessagesSquare, Star, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { PageTitle } from '../../components/layout/PageTitle';
import { ExternalButtonLink, InPageButtonLink } from '../../components/ui/Button';
import { Card, CardGrid } from '../../components/ui/Card';
import { ExternalLink } from '../../components/ui/ExternalLink';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import { ClosingCall } from '../audiences/ClosingCall';
import { StepList } from '../audiences/StepList';
import { ApiDocs } from './ApiDocs';
import { DevelopersHeroArt } from './DevelopersHeroArt';
import styles from './ForDevelopersPage.module.css';
import { REPOSITORIES } from './repositories';

/** The /docs redirect lands here. */
const API_DOCS_ID = 'api-docs';

export function ForDevelopersPage() {
  const { t } = useTranslation();
  const format = useFormatters();

  const contributeSteps = [
    { id: 'issue', title: t('forDevelopers.contribute.issue.title'), text: t('forDevelopers.contribute.issue.text') },
    { id: 'hello', title: t('forDevelopers.contribute.hello.title'), text: t('forDevelopers.contribute.hello.text') },
    { id: 'pullRequest', title: t('forDevelopers.contribute.pullRequest.title'), text: t('forDevelopers.contribute.pullRequest.text') },
    { id: 'share', title: t('forDevelopers.contribute.share.title'), text: t('forDevelopers.contribute.share.text') },
  ];

  return (
    <>
      <PageTitle title={t('forDevelopers.meta.title')} description={t('forDevelopers.meta.description')} />
      <PageHero
        badge={t('forDevelopers.hero.badge')}
        title={t('forDevelopers.hero.title')}
        subtitle={t('forDevelopers.hero.subtitle')}
        actions={
          <>
            <ExternalButtonLink href={EXTERNAL_LINKS.sourceCode.organisation} icon={<Code aria-hidden="true" size={18} />}>
              {t('forDevelopers.hero.codeAction')}
            </ExternalButtonLink>
            <InPageButtonLink targetId={API_DOCS_ID} variant="secondary" icon={<BookOpen aria-hidden="true" size={18} />}>
              {t('forDevelopers.hero.docsAction')}
            </InPageButtonLink>
          </>
        }
        media={<DevelopersHeroArt label={t('forDevelopers.hero.illustrationAlt')} />}
      />

      <Section
        eyebrow={t('forDevelopers.repositories.eyebrow')}
        title={t('forDevelopers.repositories.title')}
        intro={t('forDevelopers.repositories.intro')}
      >
        <CardGrid phone="scroll">
          {REPOSITORIES.map((repository) => {
            const Icon = repository.icon;
            const name = t(repository.nameKey);
            return (
              <Card
                key={repository.id}
                title={name}
                icon={<Icon size={24} />}
                footer={
                  <ExternalLink href={repository.url} className={styles.repositoryLink}>
                    {t('forDevelopers.repositories.open', { name })}
                  </ExternalLink>
                }
              >
                <p>{t(repository.descriptionKey)}</p>
                <p className={styles.repositoryFacts}>
                  <span className={styles.language}>
                    <span className={styles.languageDot} aria-hidden="true" />
                    <span className="visually-hidden">{t('forDevelopers.repositories.languageLabel')}: </span>
                    {t(repository.languageKey)}
                  </span>
                  <span className={styles.stars}>
                    <Star aria-hidden="true" size={16} />
                    {t('forDevelopers.repositories.stars', { count: repository.stars, number: format.number(repository.stars) })}
                  </span>
                </p>
              </Card>
            );
          })}
        </CardGrid>
      </Section>

      <Section
        id={API_DOCS_ID}
        tone="alt"
        eyebrow={t('forDevelopers.apiDocs.eyebrow')}
        title={t('forDevelopers.apiDocs.title')}
        intro={t('forDevelopers.apiDocs.intro')}
      >
        <ApiDocs />
      </Section>

      <Section
        eyebrow={t('forDevelopers.contribute.eyebrow')}
        title={t('forDevelopers.contribute.title')}
        intro={t('forDevelopers.contribute.intro')}
      >
        <StepList steps={contributeSteps} />
        <p className={styles.forum}>
          <MessagesSquare aria-hidden="true" size={20} />
          <ExternalLink href={EXTERNAL_LINKS.community.forum}>{t('forDevelopers.contribute.forumAction')}</ExternalLink>
        </p>
      </Section>

      <ClosingCall
        title={t('forDevelopers.join.title')}
        text={t('forDevelopers.join.intro')}
        actions={
          <>
            <ExternalButtonLink href={EXTERNAL_LINKS.sourceCode.organisation} icon={<Code aria-hidden="true" size={18} />}>
              {t('forDevelopers.join.codeAction')}
            </ExternalButtonLink>
            <ExternalButtonLink href={EXTERNAL_LINKS.forms.joinTeam} variant="onDark" icon={<UserPlus aria-hidden="true" size={18} />}>
              {t('forDevelopers.join.formAction')}
            </ExternalButtonLink>
          </>
        }
      />
    </>
  );
}
