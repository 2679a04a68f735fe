/** What nodemailer attaches to an SMTP failure (and PostgreSQL drivers to theirs). */
interface DescribedError {
  name?: unknown;
  /** SMTP command that failed: `CONN`, `EHLO`, `MAIL FROM`, `RCPT TO`, `DATA`, ... */
  command?: unknown;
  /** The server's reply code, e.g. 550. */
  responseCode?: unknown;
  /** nodemailer's (or Node's) code, e.g. EENVELOPE, EMESSAGE, ECONNECTION, ETIMEDOUT. */
  code?: unknown;
}

const COMMAND = /^[A-Z]{3,8}(?: [A-Z]{2,4})?$/;
const CODE = /^[A-Z0-9_]{2,24}$/;

/**
 * A failure as the lead's record keeps it: SMTP command, reply code and error code only, e.g.
 * `RCPT TO 550 EENVELOPE`. Never the message: servers echo addresses and text from the mail in it.
 */
export function describeMailError(error: unknown): string {
  const { name, command, responseCode, code } = (typeof error === 'object' && error !== null ? error : {}) as DescribedError;
  const parts = [
    typeof command === 'string' && COMMAND.test(command) ? command : undefined,
    typeof responseCode === 'number' && Number.isInteger(responseCode) && responseCode >= 200 && responseCode < 600 ? String(responseCode) : undefined,
    typeof code === 'string' && CODE.test(code) ? code : undefined,
  ].filter((part): part is string => part !== undefined);
  if (parts.length > 0) return parts.join(' ');
  return typeof name === 'string' && /^[A-Za-z]{1,40}$/.test(name) ? name : 'Error';
}
