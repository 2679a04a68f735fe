import { LANGUAGE_DETECTION, NEWSLETTER_CONFIRM_TTL_DAYS, NEWSLETTER_UNSENT_MAIL_MARGIN_DAYS } from '@rebound/shared';
import { Trans, useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS, mailtoHref } from '../../app/config/external-links';
import { daysText, LEAD_RETENTION_PERIOD_TOKEN, retentionPeriodText, servedLeadRetentionDays } from '../../app/config/lead-retention';
import { ExternalLink } from '../../components/ui/ExternalLink';
import { useFormatters } from '../../i18n/format';
import { LegalDocument, type LegalSection } from './LegalDocument';

const contactEmail = EXTERNAL_LINKS.contact.email;
// <Trans> puts the translated link text inside this anchor.
// eslint-disable-next-line jsx-a11y/anchor-has-content
const mailLink = <a href={mailtoHref(contactEmail)} />;
// eslint-disable-next-line jsx-a11y/anchor-has-content
const newsletterSectionLink = <a href="#newsletter" />;

export function PrivacyPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  // Prerendered (no document): the token, which nginx replaces with LEAD_RETENTION_DAYS's period as it
  // serves the page; in the browser the same period from the days nginx wrote into the page's meta tag.
  const period =
    typeof document === 'undefined' ? LEAD_RETENTION_PERIOD_TOKEN : retentionPeriodText(t, format.number, servedLeadRetentionDays());
  const days = (count: number) => daysText(t, format.number, count);

  const collected = [
    { label: t('legal.privacy.collect.form.label'), text: t('legal.privacy.collect.form.text') },
    { label: t('legal.privacy.collect.technical.label'), text: t('legal.privacy.collect.technical.text') },
    {
      label: t('legal.privacy.collect.language.label'),
      text: (
        <Trans
          i18nKey="legal.privacy.collect.language.text"
          values={{ storageKey: LANGUAGE_DETECTION.storageKey, cookie: LANGUAGE_DETECTION.cookie }}
          components={{ code: <code /> }}
        />
      ),
    },
    {
      label: t('legal.privacy.collect.newsletter.label'),
      text: <Trans i18nKey="legal.privacy.collect.newsletter.text" components={{ section: newsletterSectionLink }} />,
    },
    { label: t('legal.privacy.collect.staff.label'), text: t('legal.privacy.collect.staff.text') },
    { label: t('legal.privacy.collect.videos.label'), text: t('legal.privacy.collect.videos.text') },
  ];

  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: t('legal.privacy.who.title'),
      content: (
        <>
          <p>{t('legal.privacy.who.text')}</p>
          <p>
            <Trans i18nKey="legal.privacy.who.contact" values={{ email: contactEmail }} components={{ mail: mailLink }} />
          </p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: t('legal.privacy.collect.title'),
      content: (
        <>
          <p>{t('legal.privacy.collect.intro')}</p>
          <ul>
            {collected.map((item) => (
              <li key={item.label}>
                <strong>{item.label}</strong> {item.text}
              </li>
            ))}
          </ul>
          <p>{t('legal.privacy.collect.none')}</p>
        </>
      ),
    },
    {
      id: 'legal-basis',
      title: t('legal.privacy.basis.title'),
      content: (
        <ul>
          <li>
            <strong>{t('legal.privacy.basis.consent.label')}</strong> {t('legal.privacy.basis.consent.text')}
          </li>
          <li>
            <strong>{t('legal.privacy.basis.interest.label')}</strong> {t('legal.privacy.basis.interest.text')}
          </li>
        </ul>
      ),
    },
    {
      id: 'who-sees-it',
      title: t('legal.privacy.sharing.title'),
      content: (
        <>
          <p>{t('legal.privacy.sharing.team')}</p>
          <p>{t('legal.privacy.sharing.external')}</p>
        </>
      ),
    },
    {
      id: 'retention',
      title: t('legal.privacy.retention.title'),
      content: (
        <>
          <p>{t('legal.privacy.retention.form', { period })}</p>
          <p>{t('legal.privacy.retention.language')}</p>
        </>
      ),
    },
    {
      id: 'newsletter',
      title: t('legal.privacy.newsletter.title'),
      content: (
        <>
          <p>{t('legal.privacy.newsletter.stored')}</p>
          <p>{t('legal.privacy.newsletter.why')}</p>
          <p>
            {t('legal.privacy.newsletter.unconfirmed', {
              confirmPeriod: days(NEWSLETTER_CONFIRM_TTL_DAYS),
              // The worker's retention runs once a day: a subscription goes at most a day after it qualifies.
              unsentPeriod: days(NEWSLETTER_CONFIRM_TTL_DAYS + NEWSLETTER_UNSENT_MAIL_MARGIN_DAYS + 1),
            })}
          </p>
          <p>{t('legal.privacy.newsletter.confirmed')}</p>
          <p>
            <Trans i18nKey="legal.privacy.newsletter.leave" values={{ email: contactEmail }} components={{ mail: mailLink }} />
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('legal.privacy.rights.title'),
      content: (
        <>
          <p>{t('legal.privacy.rights.intro')}</p>
          <ul>
            <li>{t('legal.privacy.rights.access')}</li>
            <li>{t('legal.privacy.rights.correction')}</li>
            <li>{t('legal.privacy.rights.deletion')}</li>
            <li>{t('legal.privacy.rights.objection')}</li>
            <li>
              <Trans
                i18nKey="legal.privacy.rights.complaint"
                components={{ authority: <ExternalLink href={EXTERNAL_LINKS.authorities.dataProtection}>{''}</ExternalLink> }}
              />
            </li>
          </ul>
          <p>
            <Trans i18nKey="legal.privacy.rights.howTo" values={{ email: contactEmail }} components={{ mail: mailLink }} />
          </p>
        </>
      ),
    },
    {
      id: 'young-people',
      title: t('legal.privacy.young.title'),
      content: <p>{t('legal.privacy.young.text')}</p>,
    },
    {
      id: 'privacy-changes',
      title: t('legal.privacy.changes.title'),
      content: <p>{t('legal.privacy.changes.text')}</p>,
    },
  ];

  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      description={t('legal.privacy.description')}
      subtitle={t('legal.privacy.subtitle')}
      sections={sections}
    />
  );
}
