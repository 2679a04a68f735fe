import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { eventually } from './eventually';
import { SmtpTestServer } from './smtp-test-server';

/** Speaks SMTP by hand, so the test can drop the connection at a chosen point of a transaction. */
class RawSmtpClient {
  private received = '';

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received += chunk.toString('utf8');
    });
  }

  static async open(url: string): Promise<RawSmtpClient> {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    const client = new RawSmtpClient(socket);
    await client.reply('220');
    return client;
  }

  async command(line: string, expected: string): Promise<void> {
    this.socket.write(`${line}\r\n`);
    await this.reply(expected);
  }

  /** Waits for a reply line that starts with `code` and a space (the last line of a multi-line reply). */
  private async reply(code: string): Promise<void> {
    await eventually(() => this.received.split('\r\n').some((line) => line.startsWith(`${code} `)), 5_000, `SMTP ${code}`);
    this.received = '';
  }
}

describe('SmtpTestServer', () => {
  let smtp: SmtpTestServer;

  beforeEach(async () => {
    smtp = await SmtpTestServer.start();
  });

  afterEach(async () => {
    await smtp.close();
  });

  it('keeps a client reset in the middle of a mail as a connection error instead of throwing it', async () => {
    // Held mails: the client is gone before the server answers DATA, as when a worker is killed mid-send.
    smtp.acceptDelayMs = 300;
    const client = await RawSmtpClient.open(smtp.url);
    await client.command('EHLO worker.test', '250');
    await client.command('MAIL FROM:<news@rebound.test>', '250');
    await client.command('RCPT TO:<reader@rebound.test>', '250');
    await client.command('DATA', '354');
    client.socket.write('Subject: cut off\r\n\r\nHello\r\n.\r\n');
    await eventually(() => smtp.arrived.length === 1, 5_000, 'the mail arrived');
    client.socket.resetAndDestroy();

    await eventually(() => smtp.connectionErrors.length === 1, 5_000, 'the reset reported');
    expect(smtp.connectionErrors[0].code).toBe('ECONNRESET');
    // The held mail is answered into a closed socket and kept: the server saw all of it.
    await eventually(() => smtp.mails.length === 1, 5_000, 'the held mail kept');
  });
});
