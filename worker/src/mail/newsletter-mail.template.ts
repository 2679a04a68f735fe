import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode, NEWSLETTER_CONFIRM_TTL_DAYS } from '@rebound/shared';
import { NEWSLETTER_MAIL_MESSAGES } from './newsletter-mail.messages';
import { escapeHtml, toSingleLine } from './untrusted-text';

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
  const language = isLanguageCode(input.language) ? input.language : FALLBACK_LANGUAGE;
  const messages = NEWSLETTER_MAIL_MESSAGES[language];
  const brand = newsletterBrand(input.mailFrom, input.publicUrl);
  const days = new Intl.NumberFormat(messages.intlLocale).format(NEWSLETTER_CONFIRM_TTL_DAYS);
  const text = [
    messages.heading,
    '',
    messages.intro(brand),
    '',
    messages.action,
    input.confirmUrl,
    '',
    messages.expiry(days),
    '',
    messages.ignore,
    '',
    messages.unsubscribeIntro,
    input.unsubscribeUrl,
    '',
  ].join('\n');

  const align = messages.dir === 'rtl' ? 'right' : 'left';
  const fontFamily =
    language === 'fa' ? "Vazirmatn, Tahoma, 'Segoe UI', sans-serif" : "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
  const html = `<!doctype html>
<html lang="${language}" dir="${messages.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(messages.heading)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font-family:${fontFamily};font-size:16px;line-height:1.5;">
<div dir="${messages.dir}" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;text-align:${align};">
<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(messages.heading)}</h1>
<p style="margin:0 0 16px;">${escapeHtml(messages.intro(brand))}</p>
<p style="margin:0 0 16px;">${escapeHtml(messages.action)}</p>
<p style="margin:0 0 24px;"><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:600;text-decoration:none;">${escapeHtml(messages.confirmButton)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#3f3f46;">${escapeHtml(messages.expiry(days))}</p>
<p style="margin:0 0 16px;font-size:14px;color:#3f3f46;">${escapeHtml(messages.ignore)}</p>
<p style="margin:0;font-size:14px;color:#3f3f46;">${escapeHtml(messages.unsubscribeIntro)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#1d4ed8;">${escapeHtml(messages.unsubscribeLink)}</a></p>
</div>
</body>
</html>
`;
  return { language, subject: messages.subject(brand), text, html };
}
