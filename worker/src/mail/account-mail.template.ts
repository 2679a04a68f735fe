import type { LanguageCode, StaffRole } from '@rebound/shared';
import { createElement } from 'react';
import { AccountMail, type AccountMailKind } from './account-mail';
import { renderMailHtml } from './mail-layout';
import { mailLanguage } from './mail-texts';
import { newsletterBrand } from './newsletter-mail.template';
import { toSingleLine } from './untrusted-text';

export interface AccountMailInput {
  kind: AccountMailKind;
  /** The person's language. */
  language: string;
  displayName: string;
  role: StaffRole;
  /** How many days the link works (the invitation's), written in the reader's digits. */
  days: number;
  mailFrom: string;
  publicUrl: string;
  url: string;
}

export interface RenderedAccountMail {
  language: LanguageCode;
  subject: string;
  text: string;
  html: string;
}

/** An invitation or a password-reset mail in the person's language: subject, text and HTML with the one link. */
export function renderAccountMail(input: AccountMailInput): RenderedAccountMail {
  const mail = mailLanguage(input.language);
  const { t } = mail;
  const values = {
    brand: newsletterBrand(input.mailFrom, input.publicUrl),
    // The name was typed by the owner: one line in the subject and text, escaped by React in the HTML.
    name: toSingleLine(input.displayName),
    role: t(`staffRoles.${input.role}`),
    days: new Intl.NumberFormat(mail.locale).format(input.days),
  };
  const kind = input.kind;
  const text = [
    t(`${kind}.heading`, values),
    '',
    t(`${kind}.intro`, values),
    input.url,
    '',
    t(`${kind}.expiry`, values),
    '',
    t(`${kind}.ignore`),
    '',
  ].join('\n');
  const html = renderMailHtml(createElement(AccountMail, { mail, kind, values, url: input.url }));
  return { language: mail.language, subject: t(`${kind}.subject`, values), text, html };
}
