import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePorts, namespacedDatabaseName, PrivateRedis } from '@rebound/shared/testing';
import { Redis } from 'ioredis';
import { type BackendOptions, type BackendProcess, type NginxProcess, startBackend, startNginxInFront } from './backend-pool';
import { Database, recreateDatabase } from './database';
import { type BurstAnswer, burstLead, sendLeadBurst } from './lead-burst';
import { repoRoot } from './stack-info';

// Two backends behind the real nginx config, on a database and a private Redis of their own, for
// stopping one of them in the middle of a burst of registrations (tests/graceful-stop.spec.ts and
// bench/graceful-stop.bench.ts, which also runs it against an older build to compare).

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName('rebound_test_graceful_stop')}`;

export interface StopRound {
  answers: BurstAnswer[];
  /** How the stopped backend ended (`code: 0` after the graceful stop). */
  exit: Awaited<BackendProcess['exited']> | undefined;
  /** Requests sent before the stopped backend had exited. */
  sentWhenExited: number | undefined;
  /** Rows stored for this round's leads, and how many distinct leads they are. */
  storedRows: number;
  storedDistinct: number;
  /** Ids that a 201 named but PostgreSQL does not hold. */
  answeredNotStored: number;
  /** Stored leads whose BullMQ job is missing. */
  storedNotQueued: number;
  /** Registrations the stopped backend reset or refused (nginx's error log): this build's nginx passes each to the other backend, older ones answered 502. */
  upstreamErrors: number;
}

export class GracefulStopStack {
  private constructor(
    readonly backends: BackendProcess[],
    readonly nginx: NginxProcess,
    private readonly redis: PrivateRedis,
    readonly database: Database,
    private readonly backendOptions: Array<Omit<BackendOptions, 'logFile'> & { logFile: string }>,
    private readonly nginxErrorLog: string,
  ) {}

  /** `checkoutRoot`: where backend/dist and nginx/ come from (an older build for a comparison). */
  static async start({
    runDir,
    checkoutRoot = repoRoot,
    drainMs,
  }: {
    runDir: string;
    checkoutRoot?: string;
    drainMs?: number;
  }): Promise<GracefulStopStack> {
    rmSync(runDir, { recursive: true, force: true });
    await recreateDatabase(DATABASE_URL);
    const redis = await PrivateRedis.start();
    const [firstPort, secondPort, nginxPort] = await freePorts(3);
    const environment: Record<string, string> = {
      NODE_ENV: 'development',
      DATABASE_URL,
      REDIS_URL: redis.url,
      SMTP_URL: '',
      ADMIN_PASSWORD: `graceful-${randomBytes(8).toString('hex')}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
    };
    if (drainMs !== undefined) environment.SHUTDOWN_DRAIN_MS = String(drainMs);
    const backendOptions = [firstPort, secondPort].map((port, index) => ({
      port,
      environment,
      checkoutRoot,
      logFile: path.join(runDir, `backend-${index + 1}.log`),
    }));
    const backends: BackendProcess[] = [];
    try {
      // One after the other: the first runs the migrations.
      for (const options of backendOptions) backends.push(await startBackend(options));
      const nginxRunDir = path.join(runDir, 'nginx');
      const nginx = await startNginxInFront({ port: nginxPort, backendPorts: [firstPort, secondPort], runDir: nginxRunDir, checkoutRoot });
      return new GracefulStopStack(
        backends,
        nginx,
        redis,
        new Database(DATABASE_URL),
        backendOptions,
        path.join(nginxRunDir, 'logs', 'error.log'),
      );
    } catch (error) {
      await Promise.all(backends.map((backend) => backend.stop('SIGKILL')));
      await redis.stop();
      throw error;
    }
  }

  /** Starts backend `index` again (after a round stopped it). */
  async restart(index: number): Promise<void> {
    if (this.backends[index].running) return;
    this.backends[index] = await startBackend(this.backendOptions[index]);
  }

  async stop(): Promise<void> {
    await this.nginx.stop();
    await Promise.all(this.backends.map((backend) => backend.stop('SIGKILL')));
    await this.redis.stop();
    await this.database.close();
  }

  /** nginx's error log lines saying a backend reset or refused a registration. */
  private upstreamFailures(): number {
    const log = readFileSync(this.nginxErrorLog, 'utf8');
    return log
      .split('\n')
      .filter((line) =>
        /\[error\].*(Connection reset by peer|Connection refused|upstream prematurely closed).*"POST \/api\/interest/.test(line),
      ).length;
  }

  /**
   * Sends a burst of concurrent registrations through nginx and stops backend `index` with SIGTERM
   * after `stopAfter` of them; keeps sending until it has exited and `afterExit` more went out.
   */
  async stopOneDuringBurst({
    index,
    stopAfter = 100,
    afterExit = 150,
    concurrency = 24,
  }: {
    index: number;
    stopAfter?: number;
    afterExit?: number;
    concurrency?: number;
  }): Promise<StopRound> {
    const runId = randomBytes(4).toString('hex');
    const failuresBefore = this.upstreamFailures();
    const stopping = this.backends[index];
    let exit: StopRound['exit'];
    let sentWhenExited: number | undefined;
    const answers = await sendLeadBurst({
      baseUrl: this.nginx.url,
      runId,
      concurrency,
      minimum: stopAfter * 3,
      maximum: 20_000,
      at: { sent: stopAfter, run: () => void stopping.stop('SIGTERM').then((result) => (exit = result)) },
      enough: (sent) => {
        if (exit && sentWhenExited === undefined) sentWhenExited = sent;
        return sentWhenExited !== undefined && sent >= sentWhenExited + afterExit;
      },
    });
    await stopping.exited;

    const stored = await this.database.query<{ id: string; name: string }>('SELECT id, name FROM interest_leads WHERE name LIKE $1', [
      `Burst ${runId} #%`,
    ]);
    const storedIds = new Set(stored.map((lead) => lead.id));
    const answeredIds = answers.map((answer) => answer.id).filter((id): id is string => id !== undefined);
    const queue = new Redis(this.redis.url, { maxRetriesPerRequest: 1 });
    let storedNotQueued = 0;
    try {
      const pipeline = queue.pipeline();
      for (const id of storedIds) pipeline.exists(`bull:lead-notifications:${id}`);
      storedNotQueued = ((await pipeline.exec()) ?? []).filter(([, found]) => found !== 1).length;
    } finally {
      queue.disconnect();
    }
    const names = new Set(answers.map((answer) => burstLead(runId, answer.index).name));
    return {
      answers,
      exit,
      sentWhenExited,
      storedRows: stored.length,
      storedDistinct: new Set(stored.map((lead) => lead.name).filter((name) => names.has(name))).size,
      answeredNotStored: answeredIds.filter((id) => !storedIds.has(id)).length,
      storedNotQueued,
      upstreamErrors: this.upstreamFailures() - failuresBefore,
    };
  }
}
