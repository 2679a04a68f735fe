// The worker's tests read the mails nodemailer sends with @rebound/shared/testing's reader (mailparser
// does not install from our registry); the whole-stack tests use that same reader and only shape its answer for the mailbox.
import { parseMail as readMail } from '@rebound/shared/testing';

export interface ParsedMail {
  /** Header names in lower case, values unfolded but not decoded (the first of repeated headers). */
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
}

export function parseMail(raw: string): ParsedMail {
  const mail = readMail(raw);
  const headers = new Map<string, string>();
  for (const [name, value] of mail.rawHeaders) if (!headers.has(name)) headers.set(name, value);
  return {
    headers,
    subject: mail.header('subject') ?? '',
    from: mail.header('from') ?? '',
    to: mail.header('to') ?? '',
    text: mail.text ?? '',
    html: mail.html ?? '',
  };
}
