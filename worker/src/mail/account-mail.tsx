import { MAIL_COLOURS, MailButton, MailDocument } from './mail-layout';
import type { MailLanguage } from './mail-texts';

export type AccountMailKind = 'accountInvitation' | 'passwordReset';

export interface AccountMailProps {
  mail: MailLanguage;
  kind: AccountMailKind;
  /** The texts' values: brand, name, role, days (already in the reader's digits). */
  values: Record<string, string>;
  url: string;
}

const SMALL_PRINT = { margin: '0 0 16px', fontSize: '14px', color: MAIL_COLOURS.muted } as const;

/** An invitation or a password reset: one button with the link, how long it works, and what to do when unexpected. */
export function AccountMail({ mail, kind, values, url }: AccountMailProps) {
  const { t } = mail;
  return (
    <MailDocument mail={mail} title={t(`${kind}.heading`, values)}>
      <h1 style={{ margin: '0 0 16px', fontSize: '22px' }}>{t(`${kind}.heading`, values)}</h1>
      <p style={{ margin: '0 0 16px' }}>{t(`${kind}.intro`, values)}</p>
      <MailButton href={url}>{t(`${kind}.button`)}</MailButton>
      <p style={SMALL_PRINT}>{t(`${kind}.expiry`, values)}</p>
      <p style={{ ...SMALL_PRINT, margin: 0 }}>{t(`${kind}.ignore`)}</p>
    </MailDocument>
  );
}
