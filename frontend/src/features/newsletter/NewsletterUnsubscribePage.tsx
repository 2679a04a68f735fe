import { NewsletterTokenPage } from './NewsletterTokenPage';

/** /newsletter/unsubscribe: the link at the bottom of every newsletter mail, and the result. */
export function NewsletterUnsubscribePage() {
  return <NewsletterTokenPage action="unsubscribe" />;
}
