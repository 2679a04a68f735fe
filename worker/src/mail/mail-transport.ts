import nodemailer, { type MailMessage, type SendMailOptions, type SentMessageInfo, type Transport } from 'nodemailer';
import type { Logger } from '../logger';
import { describeMailError } from './mail-error';

/** Give up on an unreachable or silent mail server well within a job's lock, so the job fails and is retried. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** What the worker needs from a nodemailer transporter. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<SentMessageInfo>;
  close(): void;
}

/**
 * SMTP_URL set: pooled SMTP with timeouts. SMTP_URL empty: every mail becomes one JSON log line,
 * so a first local run needs no mail server and the mail can still be read.
 */
export function createMailTransport(smtpUrl: string, logger: Logger): MailTransport {
  if (!smtpUrl) {
    logger.info('SMTP_URL is empty: notification mails are written to this log instead of being sent');
    return nodemailer.createTransport(createLogTransport(logger));
  }
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, ...SMTP_TIMEOUTS });
  // An idle pooled connection that breaks emits 'error'; without a listener that would crash the process.
  // Its command and code only: the server's reply may quote a mail.
  transporter.on('error', (error: Error) => logger.warn({ reason: describeMailError(error) }, 'SMTP connection error'));
  return transporter;
}

/** A nodemailer transport that "delivers" by logging the mail's envelope, headers of interest and text part. */
export function createLogTransport(logger: Logger): Transport<SentMessageInfo> {
  return {
    name: 'rebound-log',
    version: '1',
    send(mail: MailMessage<SentMessageInfo>, callback) {
      const envelope = mail.message.getEnvelope();
      const messageId = mail.message.messageId();
      const { subject, text, replyTo } = mail.data;
      logger.info(
        { mail: { messageId, from: envelope.from, to: envelope.to, replyTo, subject, text } },
        'notification mail written to the log (SMTP_URL is empty)',
      );
      callback(null, { envelope, messageId, accepted: envelope.to, rejected: [] });
    },
  };
}
