import { UnrecoverableError } from 'bullmq';

/** What nodemailer attaches to an SMTP failure (and Node and PostgreSQL drivers to theirs). */
interface DescribedError {
  name?: unknown;
  /** SMTP command that failed: `CONN`, `EHLO`, `MAIL FROM`, `RCPT TO`, `DATA`, ... */
  command?: unknown;
  /** The server's reply code, e.g. 550. */
  responseCode?: unknown;
  /** The system's code behind nodemailer's own, e.g. ECONNREFUSED behind ESOCKET. */
  originalCode?: unknown;
  /** nodemailer's (or Node's, or PostgreSQL's) code, e.g. ECONNECTION, ETIMEDOUT, 57P01. */
  code?: unknown;
}

const COMMAND = /^[A-Z]{3,8}(?: [A-Z]{2,4})?$/;
const CODE = /^[A-Z0-9_]{2,24}$/;

const replyCode = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 200 && value < 600 ? String(value) : undefined;
const errorCode = (value: unknown) => (typeof value === 'string' && CODE.test(value) ? value : undefined);

/**
 * A failure as it may be stored and logged: the SMTP command and the server's reply code (or, without
 * a reply, the system's error code), e.g. `RCPT TO 550`, `DATA 552`, `CONN ECONNREFUSED`. Never the
 * message: servers quote addresses, names and text of the mail in their replies.
 */
export function describeMailError(error: unknown): string {
  const { name, command, responseCode, originalCode, code } = (typeof error === 'object' && error !== null ? error : {}) as DescribedError;
  const parts = [
    typeof command === 'string' && COMMAND.test(command) ? command : undefined,
    replyCode(responseCode) ?? errorCode(originalCode) ?? errorCode(code),
  ].filter((part): part is string => part !== undefined);
  if (parts.length > 0) return parts.join(' ');
  return typeof name === 'string' && /^[A-Za-z]{1,40}$/.test(name) ? name : 'Error';
}

/**
 * What a mail job throws for BullMQ to keep (its failedReason and stack trace live in Redis) and the
 * worker to log: an error holding only the description above. Our own refusals of a malformed job
 * carry no mail server text and stay as they are, so BullMQ still does not retry them.
 */
export function storableMailFailure(error: unknown): Error {
  if (error instanceof UnrecoverableError) return error;
  const failure = new Error(describeMailError(error));
  failure.name = 'MailSendError';
  return failure;
}
