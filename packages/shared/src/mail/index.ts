// @rebound/shared/mail: the texts of the mails the worker sends, in every language, as plain data.
// They live here, not in the frontend, so the worker's image carries them without the frontend
// package, and the frontend's locale checks read them by package name. No page imports this entry
// (the frontend's lint forbids it), so mail texts never reach a visitor's bundle.
import type { LanguageCode } from '../languages';
import en from './locales/en/mail.json';
import es from './locales/es/mail.json';
import fa from './locales/fa/mail.json';
import fr from './locales/fr/mail.json';
import nl from './locales/nl/mail.json';
import pt from './locales/pt/mail.json';

/** One language's mail texts: i18next JSON, `{{placeholders}}` and `_one`/`_other` plural keys. */
export type MailTextTree = { [key: string]: string | MailTextTree };

/** The i18next namespace (and the file name, `locales/<language>/mail.json`) of the mail texts. */
export const MAIL_TEXT_NAMESPACE = 'mail';

export const MAIL_TEXTS: Readonly<Record<LanguageCode, MailTextTree>> = { en, nl, fr, pt, fa, es };
