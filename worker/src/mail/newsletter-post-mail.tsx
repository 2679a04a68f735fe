import { LANGUAGE_LOCALES, type LanguageCode } from '@rebound/shared';
import { MAIL_COLOURS, MailButton, MailDocument } from './mail-layout';
import type { MailLanguage } from './mail-texts';

export interface NewsletterPostMailProps {
  /** The subscriber's language: the mail's own texts. */
  mail: MailLanguage;
  brand: string;
  /** The version of the post mailed (the subscriber's language where one exists, else the original). */
  post: { language: LanguageCode; title: string; excerpt: string };
  postUrl: string;
  unsubscribeUrl: string;
}

const SMALL_PRINT = { margin: '0 0 12px', fontSize: '14px', color: MAIL_COLOURS.muted } as const;

/** A blog post announced to a subscriber: its title, excerpt, a link to its page, and the way out. */
export function NewsletterPostMail({ mail, brand, post, postUrl, unsubscribeUrl }: NewsletterPostMailProps) {
  const { t } = mail;
  const otherLanguage = post.language !== mail.language;
  // The post may be in another language (and direction) than the mail: mark it so readers switch voice and direction.
  const postDir = LANGUAGE_LOCALES[post.language].dir;
  return (
    <MailDocument mail={mail} title={post.title}>
      <p style={{ ...SMALL_PRINT, margin: '0 0 8px' }}>{t('newsletterPost.preheader', { brand })}</p>
      <div lang={post.language} dir={postDir}>
        <h1 style={{ margin: '0 0 16px', fontSize: '22px' }}>{post.title}</h1>
        {post.excerpt ? <p style={{ margin: '0 0 16px' }}>{post.excerpt}</p> : null}
      </div>
      {otherLanguage ? <p style={SMALL_PRINT}>{t('newsletterPost.otherLanguage')}</p> : null}
      <MailButton href={postUrl}>{t('newsletterPost.readButton')}</MailButton>
      <p style={{ ...SMALL_PRINT, margin: 0 }}>
        {t('newsletterPost.why', { brand })}{' '}
        <a href={unsubscribeUrl} style={{ color: MAIL_COLOURS.link }}>
          {t('newsletterPost.unsubscribeLink')}
        </a>
      </p>
    </MailDocument>
  );
}
