import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { NewsletterSendProgress } from '@rebound/shared';
import { freePorts, namespacedDatabaseName, PrivateRedis } from '@rebound/shared/testing';
import type { SMTPServer } from 'smtp-server';
import { type BackendOptions, type BackendProcess, startBackend, startWorker } from './backend-pool';
import { Database, recreateDatabase } from './database';
import { type CaughtMail, Mailbox, startMailCatcher } from './mail-catcher';

/** The owner of this stack of its own (ADMIN_EMAIL with its ADMIN_PASSWORD). */
const NEWSLETTER_SEND_OWNER = 'owner@newsletter-send.test';

// A blog post's newsletter send as production runs it, each piece a process the test can kill: one
// backend (it runs the migrations and takes the staff's start), one worker, a private redis-server, a
// fresh PostgreSQL database and an in-process SMTP server that writes each mail to a file.

const STARTUP_TIMEOUT_MS = 180_000;
export const SEND_POST_ID = 'spring-training';

export class NewsletterSendStack {
  private cookie = '';

  private constructor(
    readonly backend: BackendProcess,
    public worker: BackendProcess,
    private readonly workerOptions: BackendOptions,
    readonly redis: PrivateRedis,
    readonly database: Database,
    private readonly mailServer: SMTPServer,
    readonly mailbox: Mailbox,
    private readonly password: string,
  ) {}

  static async start({ runDir, rate, name }: { runDir: string; rate: number; name: string }): Promise<NewsletterSendStack> {
    rmSync(runDir, { recursive: true, force: true });
    const databaseUrl = `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName(name)}`;
    await recreateDatabase(databaseUrl);
    const [backendPort, workerPort, smtpPort] = await freePorts(3);
    const mailDir = path.join(runDir, 'mail');
    const mailServer = await startMailCatcher(mailDir, smtpPort);
    // A killed worker resets its SMTP connection: that is the fault under test, not the mail server's.
    mailServer.on('error', () => undefined);
    const redis = await PrivateRedis.start();
    const password = `send-${randomBytes(8).toString('hex')}`;
    const environment: Record<string, string> = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: `http://127.0.0.1:${backendPort}`,
      ADMIN_EMAIL: NEWSLETTER_SEND_OWNER,
      ADMIN_PASSWORD: password,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      NEWSLETTER_SEND_RATE: String(rate),
    };
    const backend = await startBackend({
      port: backendPort,
      environment,
      logFile: path.join(runDir, 'backend.log'),
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
    });
    const workerOptions = { port: workerPort, environment, logFile: path.join(runDir, 'worker.log'), startupTimeoutMs: STARTUP_TIMEOUT_MS };
    const worker = await startWorker(workerOptions);
    return new NewsletterSendStack(
      backend,
      worker,
      workerOptions,
      redis,
      new Database(databaseUrl),
      mailServer,
      new Mailbox(mailDir),
      password,
    );
  }

  /** A published post (English original) with a Dutch version and none in Persian, and `count` confirmed subscribers in en, nl and fa. */
  async seed(count: number): Promise<void> {
    await this.database.query(
      `INSERT INTO blog_posts (id, title, excerpt, content, author, category) VALUES ($1, 'Spring training', 'Ten weeks to the marathon', 'Body', 'Ana', 'news')`,
      [SEND_POST_ID],
    );
    await this.database.query(
      `INSERT INTO blog_post_translations (post_id, language, title, excerpt, content, source_revision) VALUES ($1, 'nl', 'Voorjaarstraining', 'Tien weken', 'Tekst', 1)`,
      [SEND_POST_ID],
    );
    await this.database.query(
      `INSERT INTO newsletter_subscriptions (email, language, status, confirmed_at)
       SELECT 'reader' || i || '@example.com', (ARRAY['en', 'nl', 'fa'])[1 + i % 3], 'confirmed', now() FROM generate_series(1, $1) AS i`,
      [count],
    );
  }

  private async call(method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<Response> {
    return fetch(`${this.backend.url}${pathname}`, {
      method,
      headers: { Origin: this.backend.url, Cookie: this.cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  /** Signs in as staff, as the sign-in page does. */
  async signIn(): Promise<void> {
    const answer = await this.call('POST', '/api/auth/login', { email: NEWSLETTER_SEND_OWNER, password: this.password });
    if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`);
    this.cookie = answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  /** The staff's "Send to newsletter": the answer's status and body. */
  async startSend(): Promise<{ status: number; body: NewsletterSendProgress & { current?: NewsletterSendProgress } }> {
    const answer = await this.call('POST', `/api/admin/blog-posts/${SEND_POST_ID}/newsletter-send`);
    return { status: answer.status, body: await answer.json() };
  }

  async progress(): Promise<NewsletterSendProgress> {
    return (await this.call('GET', `/api/admin/blog-posts/${SEND_POST_ID}/newsletter-send`)).json();
  }

  /** SIGKILL for the worker, as an out-of-memory kill or a pulled plug would end it. */
  async crashWorker(): Promise<void> {
    await this.worker.stop('SIGKILL');
  }

  async restartWorker(): Promise<void> {
    this.worker = await startWorker(this.workerOptions);
  }

  mails(): CaughtMail[] {
    return this.mailbox.all();
  }

  async stop(): Promise<void> {
    await Promise.all([this.worker.stop('SIGTERM'), this.backend.stop('SIGTERM')]);
    await this.redis.stop('SIGKILL');
    await new Promise<void>((resolve) => this.mailServer.close(() => resolve()));
    await this.database.close();
  }
}
