import type { AddressInfo } from 'node:net';
import { type ParsedMail, parseMail } from '@rebound/shared/testing';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail extends ParsedMail {
  envelopeFrom: string | false;
  /** RCPT TO addresses of the SMTP transaction: who actually gets the mail. */
  recipients: string[];
  raw: string;
}

/** An error the server answers DATA (or each RCPT TO) with, e.g. 451 (try again later) or 550 (rejected). */
export interface SmtpRejection {
  responseCode: number;
  message: string;
  /** The command refused; DATA unless said otherwise. */
  command?: 'RCPT TO' | 'DATA';
}

const refusal = ({ message, responseCode }: SmtpRejection) => Object.assign(new Error(message), { responseCode });

/** A real SMTP server on a free local port that keeps every mail it accepts. */
export class SmtpTestServer {
  readonly mails: ReceivedMail[] = [];
  /** While set, every DATA (or RCPT TO, as it says) is answered with this error and nothing is kept. */
  rejection: SmtpRejection | undefined;
  /** While set, the server holds each mail this long before accepting it (a slow mail server). */
  acceptDelayMs = 0;
  /** Mails whose DATA has started arriving, accepted or not. */
  dataStarted = 0;
  /** Every mail's raw text the moment its DATA ended, before the server answers (held, refused or kept). */
  readonly arrived: string[] = [];
  /**
   * Errors of client connections, e.g. ECONNRESET when a worker killed in the middle of a mail leaves its
   * socket with unread data (the kernel then resets it). smtp-server reports a reset inside a mail transaction
   * as an 'error' event of the server; with no listener Node throws it and the whole test file fails.
   */
  readonly connectionErrors: NodeJS.ErrnoException[] = [];
  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(this.rejection?.command === 'RCPT TO' ? refusal(this.rejection) : undefined),
      onData: (stream, session, callback) => {
        this.dataStarted += 1;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          this.arrived.push(Buffer.concat(chunks).toString('utf8'));
          if (this.acceptDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.acceptDelayMs));
          if (this.rejection) {
            callback(refusal(this.rejection));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            ...parseMail(raw),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : false,
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback(null);
        });
      },
    });
    this.server.on('error', (error: NodeJS.ErrnoException) => this.connectionErrors.push(error));
  }

  static async start(): Promise<SmtpTestServer> {
    const smtp = new SmtpTestServer();
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', () => resolve()));
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
