import type { LanguageCode } from '@rebound/shared';
import { createElement } from 'react';
import { LeadMail } from './lead-mail';
import { renderMailHtml } from './mail-layout';
import { mailLanguage } from './mail-texts';
import { toBodyText, toHeaderText, toReplyToAddress, toSingleLine } from './untrusted-text';

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
  const mail = mailLanguage(locale);
  const { t } = mail;
  const site = new URL(publicUrl).host;
  const adminUrl = new URL(ADMIN_LEADS_PATH, publicUrl).href;
  const name = toSingleLine(lead.name);
  const email = toSingleLine(lead.email);
  const message = lead.message === null ? '' : toBodyText(lead.message);
  const replyTo = toReplyToAddress(lead.email) ?? undefined;
  const receivedIso = lead.createdAt.toISOString();
  const received = new Intl.DateTimeFormat(mail.locale, {
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
  const subject = subjectName ? t('lead.subject', { name: subjectName }) : t('lead.heading');

  const field = (labelKey: string, value: string) => t('lead.field', { label: t(labelKey), value });
  const text = [
    t('lead.heading'),
    '',
    t('lead.intro', { site }),
    '',
    field('lead.name', name),
    field('lead.email', email),
    field('lead.received', `${received} (${receivedIso})`),
    '',
    t('lead.fieldAbove', { label: t('lead.message') }),
    message || t('lead.noMessage'),
    '',
    field('lead.adminLink', adminUrl),
    ...(replyTo ? ['', t('lead.replyHint')] : []),
    '',
  ].join('\n');

  const html = renderMailHtml(createElement(LeadMail, { mail, site, adminUrl, name, email, replyTo, received, receivedIso, message }));
  return { language: mail.language, subject, text, html, replyTo };
}
