import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode, mailtoHref } from '@rebound/shared';
import { LEAD_MAIL_MESSAGES } from './lead-mail.messages';
import { escapeHtml, toBodyText, toHeaderText, toHtmlWithLineBreaks, toReplyToAddress, toSingleLine } from './untrusted-text';

/** The staff read times in the organisation's own time zone, whatever the server runs in. */
export const STAFF_TIME_ZONE = 'Europe/Amsterdam';
/** Long enough to recognise a person in an inbox list, short enough that a pasted essay cannot flood the subject. */
export const SUBJECT_NAME_MAX_LENGTH = 60;
export const ADMIN_LEADS_PATH = '/admin/leads';

export interface LeadMailInput {
  name: string;
  email: string;
  message: string | null;
  createdAt: Date;
}

export interface RenderedLeadMail {
  language: LanguageCode;
  subject: string;
  text: string;
  html: string;
  /** The visitor's address when it is safe to reply to, otherwise undefined (no Reply-To header). */
  replyTo: string | undefined;
}

/** Renders the staff mail about one lead, in `locale` (English when the locale is not one of ours). */
export function renderLeadMail(lead: LeadMailInput, locale: string, publicUrl: string): RenderedLeadMail {
  const language = isLanguageCode(locale) ? locale : FALLBACK_LANGUAGE;
  const messages = LEAD_MAIL_MESSAGES[language];
  const site = new URL(publicUrl).host;
  const adminUrl = new URL(ADMIN_LEADS_PATH, publicUrl).href;
  const name = toSingleLine(lead.name);
  const email = toSingleLine(lead.email);
  const message = lead.message === null ? '' : toBodyText(lead.message);
  const replyTo = toReplyToAddress(lead.email) ?? undefined;
  const receivedIso = lead.createdAt.toISOString();
  const received = new Intl.DateTimeFormat(messages.intlLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: STAFF_TIME_ZONE,
  }).format(lead.createdAt);
  const subjectName = toHeaderText(lead.name, SUBJECT_NAME_MAX_LENGTH);
  const subject = subjectName ? messages.subject(subjectName) : messages.heading;

  const { colon } = messages;
  const text = [
    messages.heading,
    '',
    messages.intro(site),
    '',
    `${messages.nameLabel}${colon}${name}`,
    `${messages.emailLabel}${colon}${email}`,
    `${messages.receivedLabel}${colon}${received} (${receivedIso})`,
    '',
    `${messages.messageLabel}${colon.trimEnd()}`,
    message || messages.noMessage,
    '',
    `${messages.adminLinkLabel}${colon}${adminUrl}`,
    ...(replyTo ? ['', messages.replyHint] : []),
    '',
  ].join('\n');

  const align = messages.dir === 'rtl' ? 'right' : 'left';
  const fontFamily =
    language === 'fa' ? "Vazirmatn, Tahoma, 'Segoe UI', sans-serif" : "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
  const labelCell = (label: string) =>
    `<th scope="row" style="text-align:${align};vertical-align:top;padding:4px 12px 4px 0;font-weight:600;white-space:nowrap;">${escapeHtml(label)}</th>`;
  const emailHtml = replyTo
    ? `<a href="${escapeHtml(mailtoHref(replyTo))}" style="color:#1d4ed8;" dir="ltr">${escapeHtml(replyTo)}</a>`
    : `<span dir="ltr">${escapeHtml(email)}</span>`;
  const messageHtml = message
    ? `<p dir="auto" style="margin:0 0 16px;">${toHtmlWithLineBreaks(message)}</p>`
    : `<p style="margin:0 0 16px;font-style:italic;color:#52525b;">${escapeHtml(messages.noMessage)}</p>`;

  const html = `<!doctype html>
<html lang="${language}" dir="${messages.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(messages.heading)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font-family:${fontFamily};font-size:16px;line-height:1.5;">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;text-align:${align};">
<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(messages.heading)}</h1>
<p style="margin:0 0 16px;">${escapeHtml(messages.intro(site))}</p>
<table style="border-collapse:collapse;margin:0 0 16px;">
<tbody>
<tr>${labelCell(messages.nameLabel)}<td style="padding:4px 0;"><bdi>${escapeHtml(name)}</bdi></td></tr>
<tr>${labelCell(messages.emailLabel)}<td style="padding:4px 0;">${emailHtml}</td></tr>
<tr>${labelCell(messages.receivedLabel)}<td style="padding:4px 0;"><time datetime="${receivedIso}">${escapeHtml(received)}</time></td></tr>
</tbody>
</table>
<h2 style="margin:0 0 8px;font-size:18px;">${escapeHtml(messages.messageLabel)}</h2>
${messageHtml}
<p style="margin:0 0 16px;"><a href="${escapeHtml(adminUrl)}" style="color:#1d4ed8;">${escapeHtml(messages.adminLinkLabel)}</a></p>
${replyTo ? `<p style="margin:0;font-size:14px;color:#52525b;">${escapeHtml(messages.replyHint)}</p>\n` : ''}</div>
</body>
</html>
`;

  return { language, subject, text, html, replyTo };
}
