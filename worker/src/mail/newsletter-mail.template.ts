import { type LanguageCode, NEWSLETTER_CONFIRM_TTL_DAYS } from '@rebound/shared';
import { createElement } from 'react';
import { renderMailHtml } from './mail-layout';
import { mailLanguage } from './mail-texts';
import { NewsletterConfirmMail } from './newsletter-mail';
import { toSingleLine } from './untrusted-text';

export interface NewsletterMailInput {
  /** The language the visitor subscribed in (English when it is not one of ours). */
  language: string;
  /** MAIL_FROM: its display name names the newsletter ("Rebound <no-reply@…>" → Rebound). */
  mailFrom: string;
  /** PUBLIC_URL: the site's host names the newsletter when MAIL_FROM has no display name. */
  publicUrl: string;
  /** The frontend page that confirms with one button (a POST: opening the link changes nothing). */
  confirmUrl: string;
  /** The frontend page that unsubscribes with one button. */
  unsubscribeUrl: string;
}

export interface RenderedNewsletterMail {
  language: LanguageCode;
  subject: string;
  text: string;
  html: string;
}

/** The display name of a From address (`Rebound <no-reply@x>` or `"Rebound" <…>`), or the site's host without one. */
export function newsletterBrand(mailFrom: string, publicUrl: string): string {
  const displayName = /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom)?.[1];
  const brand = displayName ? toSingleLine(displayName) : '';
  return brand || new URL(publicUrl).host;
}

/** The double opt-in mail: subject, text and HTML in the subscriber's language, with the confirm and unsubscribe links. */
export function renderNewsletterMail(input: NewsletterMailInput): RenderedNewsletterMail {
  const mail = mailLanguage(input.language);
  const { t } = mail;
  const brand = newsletterBrand(input.mailFrom, input.publicUrl);
  const dayCount = NEWSLETTER_CONFIRM_TTL_DAYS;
  const days = new Intl.NumberFormat(mail.locale).format(dayCount);
  const text = [
    t('newsletterConfirm.heading'),
    '',
    t('newsletterConfirm.intro', { brand }),
    '',
    t('newsletterConfirm.action'),
    input.confirmUrl,
    '',
    t('newsletterConfirm.expiry', { count: dayCount, days }),
    '',
    t('newsletterConfirm.ignore'),
    '',
    t('newsletterConfirm.unsubscribeIntro'),
    input.unsubscribeUrl,
    '',
  ].join('\n');
  const html = renderMailHtml(
    createElement(NewsletterConfirmMail, {
      mail,
      brand,
      days,
      dayCount,
      confirmUrl: input.confirmUrl,
      unsubscribeUrl: input.unsubscribeUrl,
    }),
  );
  return { language: mail.language, subject: t('newsletterConfirm.subject', { brand }), text, html };
}
