import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import { freePorts, namespacedDatabaseName, PrivateRedis } from '@rebound/shared/testing';
import { Redis } from 'ioredis';
import type { SMTPServer } from 'smtp-server';
import { type BackendOptions, type BackendProcess, type NginxProcess, startBackend, startNginxInFront, startWorker } from './backend-pool';
import { Database, recreateDatabase } from './database';
import { Mailbox, startMailCatcher } from './mail-catcher';
import { repoRoot } from './stack-info';

// The whole lead path as production runs it, every piece a process of its own that the fault benchmark
// (bench/faults.bench.ts) kills: two backends behind the real nginx config, two workers, a private
// redis-server (nothing kept on disk, so a killed one comes back empty), a fresh PostgreSQL database,
// and one in-process SMTP server per worker, so each mail says which worker sent it.

type ServiceOptions = Omit<BackendOptions, 'logFile'> & { logFile: string };

/** What a worker was doing when it was killed. */
export interface WorkerCrash {
  /** Its jobs between taking the lead's row lock and committing notified_at (the send itself included): at most these can be mailed twice. */
  inFlight: number;
  /** Jobs in BullMQ's active list at that moment, both workers together. */
  queueActive: number;
}

/** One mail the SMTP servers received, matched to its lead by the Message-ID the worker gives it. */
export interface ReceivedMail {
  leadId: string | undefined;
  /** 1 or 2: the worker whose SMTP server received it. */
  worker: number;
  receivedAt: Date;
  text: string;
}

/** Restarts happen while the machine is busy with the load: node alone takes seconds to load a build then. */
const STARTUP_TIMEOUT_MS = 180_000;

const MESSAGE_ID = /^<lead-([0-9a-f-]{36})@/i;

export class FaultStack {
  private constructor(
    readonly backends: BackendProcess[],
    readonly workers: BackendProcess[],
    readonly nginx: NginxProcess,
    readonly redis: PrivateRedis,
    readonly database: Database,
    private readonly mailServers: SMTPServer[],
    private readonly mailboxes: Mailbox[],
    private readonly backendOptions: ServiceOptions[],
    private readonly workerOptions: ServiceOptions[],
    private readonly databaseName: string,
    readonly runDir: string,
  ) {
    process.on('exit', this.killAll);
  }

  /** Should the test process end without stop() (an uncaught error), no process of the stack outlives it. */
  private readonly killAll = () => {
    for (const service of [...this.backends, ...this.workers]) service.signal('SIGKILL');
    void this.redis.stop('SIGKILL');
    void this.nginx.stop();
  };

  /** `checkoutRoot`: where backend/dist, worker/dist and nginx/ come from (an older build for a comparison). */
  static async start({ runDir, checkoutRoot = repoRoot }: { runDir: string; checkoutRoot?: string }): Promise<FaultStack> {
    rmSync(runDir, { recursive: true, force: true });
    const databaseName = namespacedDatabaseName('rebound_bench_faults');
    const databaseUrl = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
    await recreateDatabase(databaseUrl);
    const [firstPort, secondPort, nginxPort, firstWorkerPort, secondWorkerPort, firstSmtpPort, secondSmtpPort] = await freePorts(7);
    const smtpPorts = [firstSmtpPort, secondSmtpPort];
    const mailDirs = smtpPorts.map((_, index) => path.join(runDir, `mail-worker-${index + 1}`));
    const mailServers = await Promise.all(smtpPorts.map((port, index) => startMailCatcher(mailDirs[index], port)));
    // A killed worker resets its SMTP connections; that is the fault under test, not the mail server's.
    for (const server of mailServers) server.on('error', () => undefined);
    const redis = await PrivateRedis.start();
    const environment: Record<string, string> = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SMTP_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      ADMIN_PASSWORD: `faults-${randomBytes(8).toString('hex')}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
    };
    const backendOptions = [firstPort, secondPort].map((port, index) => ({
      port,
      environment,
      checkoutRoot,
      logFile: path.join(runDir, `backend-${index + 1}.log`),
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
    }));
    const workerOptions = [firstWorkerPort, secondWorkerPort].map((port, index) => ({
      port,
      // PGAPPNAME names the worker's PostgreSQL connections, so its jobs in flight can be counted from outside.
      environment: { ...environment, SMTP_URL: `smtp://127.0.0.1:${smtpPorts[index]}`, PGAPPNAME: workerApplicationName(index) },
      checkoutRoot,
      logFile: path.join(runDir, `worker-${index + 1}.log`),
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
    }));
    const backends: BackendProcess[] = [];
    const workers: BackendProcess[] = [];
    try {
      // One after the other: the first runs the migrations.
      for (const options of backendOptions) backends.push(await startBackend(options));
      for (const options of workerOptions) workers.push(await startWorker(options));
      const nginx = await startNginxInFront({
        port: nginxPort,
        backendPorts: [firstPort, secondPort],
        runDir: path.join(runDir, 'nginx'),
        checkoutRoot,
      });
      return new FaultStack(
        backends,
        workers,
        nginx,
        redis,
        new Database(databaseUrl),
        mailServers,
        mailDirs.map((folder) => new Mailbox(folder)),
        backendOptions,
        workerOptions,
        databaseName,
        runDir,
      );
    } catch (error) {
      await Promise.all([...backends, ...workers].map((service) => service.stop('SIGKILL')));
      await redis.stop('SIGKILL');
      await Promise.all(mailServers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
      throw error;
    }
  }

  /**
   * SIGKILL for worker `index`, as an out-of-memory kill or a pulled plug would end it. It is frozen
   * (SIGSTOP) first, so what it had in flight is read while nothing changes, then killed.
   */
  async crashWorker(index: number): Promise<WorkerCrash> {
    const worker = this.workers[index];
    worker.signal('SIGSTOP');
    try {
      const [{ count }] = await this.database.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity
          WHERE datname = $1 AND application_name = $2 AND xact_start IS NOT NULL AND query ILIKE '%interest_leads%'`,
        [this.databaseName, workerApplicationName(index)],
      );
      const queueActive = await withRedis(this.redis.url, (redis) => redis.llen(`bull:${LEAD_NOTIFICATION_QUEUE}:active`));
      return { inFlight: Number(count), queueActive };
    } finally {
      await worker.stop('SIGKILL');
    }
  }

  async restartWorker(index: number): Promise<void> {
    if (this.workers[index].running) return;
    this.workers[index] = await startWorker(this.workerOptions[index]);
  }

  /** SIGKILL for the backend (a crash), or SIGTERM (a deploy's graceful stop); resolves once it has exited. */
  async stopBackend(index: number, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    await this.backends[index].stop(signal);
  }

  async restartBackend(index: number): Promise<void> {
    if (this.backends[index].running) return;
    this.backends[index] = await startBackend(this.backendOptions[index]);
  }

  /** SIGKILL for Redis: every job, waiting or running, is gone with it. */
  async crashRedis(): Promise<void> {
    await this.redis.stop('SIGKILL');
  }

  /** Redis again on the same port, empty. */
  async restartRedis(): Promise<void> {
    await this.redis.start();
  }

  /** Every mail both SMTP servers received, oldest first. */
  mails(): ReceivedMail[] {
    return this.mailboxes
      .flatMap((mailbox, index) =>
        mailbox.all().map((mail) => ({
          leadId: MESSAGE_ID.exec(mail.headers.get('message-id') ?? '')?.[1],
          worker: index + 1,
          receivedAt: mail.receivedAt,
          text: mail.text,
        })),
      )
      .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  }

  /** How many leads the backends' sweeps queued again (their logs). */
  sweptLeads(): number {
    let swept = 0;
    for (const { logFile } of this.backendOptions) {
      for (const match of readFileSync(logFile, 'utf8').matchAll(/Lead sweep queued (\d+) leads/g)) swept += Number(match[1]);
    }
    return swept;
  }

  /** Lines of nginx's error log about a backend that refused, reset or did not answer a registration. */
  upstreamErrors(): number {
    const log = readFileSync(path.join(this.runDir, 'nginx', 'logs', 'error.log'), 'utf8');
    return log.split('\n').filter((line) => /\[error\].*"POST \/api\/interest/.test(line)).length;
  }

  async stop(): Promise<void> {
    process.off('exit', this.killAll);
    await this.nginx.stop();
    await Promise.all([...this.backends, ...this.workers].map((service) => service.stop('SIGKILL')));
    await this.redis.stop('SIGKILL');
    await Promise.all(this.mailServers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    await this.database.close();
  }
}

function workerApplicationName(index: number): string {
  return `rebound-bench-worker-${index + 1}`;
}

async function withRedis<T>(url: string, work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  try {
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}
