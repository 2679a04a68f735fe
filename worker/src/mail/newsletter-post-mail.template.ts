import { isLanguageCode, type LanguageCode } from '@rebound/shared';
import { createElement } from 'react';
import { renderMailHtml } from './mail-layout';
import { mailLanguage } from './mail-texts';
import { newsletterBrand } from './newsletter-mail.template';
import { NewsletterPostMail } from './newsletter-post-mail';
import { toSingleLine } from './untrusted-text';

export interface NewsletterPostMailInput {
  /** The subscriber's language (English when it is not one of ours). */
  language: string;
  mailFrom: string;
  publicUrl: string;
  /** The post's version chosen for this subscriber, and the language it is written in. */
  post: { language: string; title: string; excerpt: string };
  /** `<PUBLIC_URL>/<version language>/blog/<slug>` */
  postUrl: string;
  /** The frontend's unsubscribe page with this mail's token. */
  unsubscribeUrl: string;
}

export interface RenderedNewsletterPostMail {
  language: LanguageCode;
  subject: string;
  text: string;
  html: string;
}

/** A post mailed to one subscriber: the post's title as subject, its excerpt, the link to its page, and the unsubscribe link. */
export function renderNewsletterPostMail(input: NewsletterPostMailInput): RenderedNewsletterPostMail {
  const mail = mailLanguage(input.language);
  const { t } = mail;
  const brand = newsletterBrand(input.mailFrom, input.publicUrl);
  const post = {
    language: isLanguageCode(input.post.language) ? input.post.language : mail.language,
    // A subject is one line; the title is shown as typed, never read as markup (React escapes the HTML part).
    title: toSingleLine(input.post.title),
    excerpt: input.post.excerpt.trim(),
  };
  const text = [
    post.title,
    '',
    ...(post.excerpt ? [post.excerpt, ''] : []),
    ...(post.language !== mail.language ? [t('newsletterPost.otherLanguage'), ''] : []),
    `${t('newsletterPost.readButton')}: ${input.postUrl}`,
    '',
    '--',
    t('newsletterPost.why', { brand }),
    `${t('newsletterPost.unsubscribeLink')}: ${input.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = renderMailHtml(
    createElement(NewsletterPostMail, { mail, brand, post, postUrl: input.postUrl, unsubscribeUrl: input.unsubscribeUrl }),
  );
  return { language: mail.language, subject: t('newsletterPost.subject', { title: post.title }), text, html };
}
