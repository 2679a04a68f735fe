import { NewsletterTokenPage } from './NewsletterTokenPage';

/** /newsletter/confirm: the link of the confirmation mail (`?lng=&token=`), and the result (`?result=`). */
export function NewsletterConfirmPage() {
  return <NewsletterTokenPage action="confirm" />;
}
