import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EXTERNAL_LINKS, mailtoHref } from '../../app/config/external-links';
import { routePath } from '../../routes/site-routes';
import { LegalDocument, type LegalSection } from './LegalDocument';

const contactEmail = EXTERNAL_LINKS.contact.email;

export function TermsPage() {
  const { t } = useTranslation();

  const sections: LegalSection[] = [
    {
      id: 'about-these-terms',
      title: t('legal.terms.about.title'),
      content: <p>{t('legal.terms.about.text')}</p>,
    },
    {
      id: 'using-the-site',
      title: t('legal.terms.use.title'),
      content: (
        <ul>
          <li>{t('legal.terms.use.share')}</li>
          <li>{t('legal.terms.use.forms')}</li>
          <li>{t('legal.terms.use.security')}</li>
        </ul>
      ),
    },
    {
      id: 'open-source',
      title: t('legal.terms.openSource.title'),
      content: (
        <>
          <p>{t('legal.terms.openSource.licences')}</p>
          <p>{t('legal.terms.openSource.name')}</p>
          <p>
            <Trans i18nKey="legal.terms.openSource.building" components={{ guides: <Link to={routePath('diyHub')} /> }} />
          </p>
        </>
      ),
    },
    {
      id: 'figures-and-claims',
      title: t('legal.terms.claims.title'),
      content: (
        <>
          <p>{t('legal.terms.claims.figures')}</p>
          <p>{t('legal.terms.claims.offers')}</p>
          <p>{t('legal.terms.claims.health')}</p>
        </>
      ),
    },
    {
      id: 'external-links',
      title: t('legal.terms.links.title'),
      content: <p>{t('legal.terms.links.text')}</p>,
    },
    {
      id: 'liability',
      title: t('legal.terms.liability.title'),
      content: (
        <>
          <p>{t('legal.terms.liability.text')}</p>
          <p>{t('legal.terms.liability.limits')}</p>
        </>
      ),
    },
    {
      id: 'applicable-law',
      title: t('legal.terms.law.title'),
      content: <p>{t('legal.terms.law.text')}</p>,
    },
    {
      id: 'terms-changes',
      title: t('legal.terms.changes.title'),
      content: (
        <>
          <p>{t('legal.terms.changes.text')}</p>
          <p>
            <Trans
              i18nKey="legal.terms.changes.contact"
              values={{ email: contactEmail }}
              // <Trans> puts the translated link text inside these anchors.
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              components={{ mail: <a href={mailtoHref(contactEmail)} />, privacy: <Link to={routePath('privacy')} /> }}
            />
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title={t('legal.terms.title')}
      description={t('legal.terms.description')}
      subtitle={t('legal.terms.subtitle')}
      sections={sections}
    />
  );
}
