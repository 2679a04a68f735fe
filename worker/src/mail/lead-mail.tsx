// biome-ignore-all lint/suspicious/noArrayIndexKey: a message's lines are split afresh from its text on each render and never reordered.
import { mailtoHref } from '@rebound/shared';
import { Fragment, type ReactNode } from 'react';
import { MAIL_COLOURS, MailDocument } from './mail-layout';
import type { MailLanguage } from './mail-texts';

/** What the staff mail shows, already made safe by lead-mail.template.ts (single lines, no control characters). */
export interface LeadMailProps {
  mail: MailLanguage;
  site: string;
  adminUrl: string;
  name: string;
  email: string;
  /** The visitor's address when it is safe to link and reply to; otherwise the address is shown, not linked. */
  replyTo: string | undefined;
  received: string;
  receivedIso: string;
  /** The message with line breaks as \n, or '' when the visitor left none. */
  message: string;
}

function FieldRow({ label, align, children }: { label: string; align: 'left' | 'right'; children: ReactNode }) {
  return (
    <tr>
      {/* The gap goes between label and value: on the label's right in LTR, on its left in RTL (mail clients know no padding-inline). */}
      <th
        scope="row"
        style={{
          textAlign: align,
          verticalAlign: 'top',
          padding: align === 'right' ? '4px 0 4px 12px' : '4px 12px 4px 0',
          fontWeight: 600,
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </th>
      <td style={{ padding: '4px 0' }}>{children}</td>
    </tr>
  );
}

/**
 * The visitor's line breaks, kept as <br>. Each line is isolated in its own direction, so a Latin
 * line in a Persian mail (or the reverse) reads in its own order rather than the paragraph's.
 */
function MultiLine({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      <bdi>{line}</bdi>
    </Fragment>
  ));
}

/** The staff mail about one new lead: who, how to reach them, when, what they wrote, and where to see all leads. */
export function LeadMail({ mail, site, adminUrl, name, email, replyTo, received, receivedIso, message }: LeadMailProps) {
  const { t } = mail;
  const align = mail.dir === 'rtl' ? 'right' : 'left';
  return (
    <MailDocument mail={mail} title={t('lead.heading')}>
      <h1 style={{ margin: '0 0 16px', fontSize: '22px' }}>{t('lead.heading')}</h1>
      <p style={{ margin: '0 0 16px' }}>{t('lead.intro', { site })}</p>
      <table style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
        <tbody>
          <FieldRow label={t('lead.name')} align={align}>
            <bdi>{name}</bdi>
          </FieldRow>
          <FieldRow label={t('lead.email')} align={align}>
            {replyTo ? (
              <a href={mailtoHref(replyTo)} style={{ color: MAIL_COLOURS.link }} dir="ltr">
                {replyTo}
              </a>
            ) : (
              <span dir="ltr">{email}</span>
            )}
          </FieldRow>
          <FieldRow label={t('lead.received')} align={align}>
            <time dateTime={receivedIso}>{received}</time>
          </FieldRow>
        </tbody>
      </table>
      <h2 style={{ margin: '0 0 8px', fontSize: '18px' }}>{t('lead.message')}</h2>
      {message ? (
        <p dir="auto" style={{ margin: '0 0 16px' }}>
          <MultiLine text={message} />
        </p>
      ) : (
        <p style={{ margin: '0 0 16px', fontStyle: 'italic', color: MAIL_COLOURS.quiet }}>{t('lead.noMessage')}</p>
      )}
      <p style={{ margin: '0 0 16px' }}>
        <a href={adminUrl} style={{ color: MAIL_COLOURS.link }}>
          {t('lead.adminLink')}
        </a>
      </p>
      {replyTo && <p style={{ margin: 0, fontSize: '14px', color: MAIL_COLOURS.quiet }}>{t('lead.replyHint')}</p>}
    </MailDocument>
  );
}
