import { MAIL_COLOURS, MailButton, MailDocument } from './mail-layout';
import type { MailLanguage } from './mail-texts';

export interface NewsletterConfirmMailProps {
  mail: MailLanguage;
  brand: string;
  /** The confirm link's lifetime, already written in the reader's digits. */
  days: string;
  /** Chooses the plural form of the lifetime. */
  dayCount: number;
  confirmUrl: string;
  unsubscribeUrl: string;
}

const SMALL_PRINT = { margin: '0 0 16px', fontSize: '14px', color: MAIL_COLOURS.muted } as const;

/** The double opt-in mail: one button to confirm, how long it works, and the way out. */
export function NewsletterConfirmMail({ mail, brand, days, dayCount, confirmUrl, unsubscribeUrl }: NewsletterConfirmMailProps) {
  const { t } = mail;
  return (
    <MailDocument mail={mail} title={t('newsletterConfirm.heading')}>
      <h1 style={{ margin: '0 0 16px', fontSize: '22px' }}>{t('newsletterConfirm.heading')}</h1>
      <p style={{ margin: '0 0 16px' }}>{t('newsletterConfirm.intro', { brand })}</p>
      <p style={{ margin: '0 0 16px' }}>{t('newsletterConfirm.action')}</p>
      <MailButton href={confirmUrl}>{t('newsletterConfirm.confirmButton')}</MailButton>
      <p style={SMALL_PRINT}>{t('newsletterConfirm.expiry', { count: dayCount, days })}</p>
      <p style={SMALL_PRINT}>{t('newsletterConfirm.ignore')}</p>
      <p style={{ ...SMALL_PRINT, margin: 0 }}>
        {t('newsletterConfirm.unsubscribeIntro')}{' '}
        <a href={unsubscribeUrl} style={{ color: MAIL_COLOURS.link }}>
          {t('newsletterConfirm.unsubscribeLink')}
        </a>
      </p>
    </MailDocument>
  );
}
