import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime';

/** One delivered message as the catcher stored it: the SMTP envelope plus the raw message. */
interface StoredMail {
  receivedAt: string;
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

export interface CaughtMail extends ParsedMail {
  receivedAt: Date;
  envelopeFrom: string;
  /** RCPT TO addresses: who the mail was actually delivered to. */
  envelopeTo: string[];
}

/**
 * An in-process SMTP server standing in for the mail server: every message it receives becomes a
 * file in `folder`, so tests in other processes (Playwright workers) can read them.
 */
export async function startMailCatcher(folder: string, port: number): Promise<SMTPServer> {
  mkdirSync(folder, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        sequence += 1;
        const stored: StoredMail = {
          receivedAt: new Date().toISOString(),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        writeFileSync(path.join(folder, `${String(sequence).padStart(6, '0')}.json`), JSON.stringify(stored));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A worker killed in the middle of a mail (the fault tests do that) resets its connection, and smtp-server
  // reports a reset inside a transaction as an 'error' of the server: without a listener Node would throw it
  // and end the whole run. A client that went away is what those tests intend; anything else is printed.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('mail catcher:', error);
  });
  return server;
}

/** Reads what the catcher stored, oldest first. */
export class Mailbox {
  constructor(private readonly folder: string) {}

  all(): CaughtMail[] {
    return readdirSync(this.folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => {
        const stored = JSON.parse(readFileSync(path.join(this.folder, name), 'utf8')) as StoredMail;
        return {
          ...parseMail(stored.raw),
          receivedAt: new Date(stored.receivedAt),
          envelopeFrom: stored.envelopeFrom,
          envelopeTo: stored.envelopeTo,
        };
      });
  }

  /** Mails whose text or HTML contains `marker` (use something unique to your test, e.g. an e-mail address). */
  containing(marker: string): CaughtMail[] {
    return this.all().filter((mail) => mail.text.includes(marker) || mail.html.includes(marker));
  }

  /** The most recent `count` mails, newest last. */
  latest(count = 1): CaughtMail[] {
    return this.all().slice(-count);
  }
}
