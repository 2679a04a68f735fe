import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Environment } from '@rebound/shared/node';
import { PrivateRedis } from '@rebound/shared/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { uniqueClientAddress } from './network';
import { startTestApp, type TestApp } from './test-app';
import { recreateTestDatabase } from './test-database';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './test-environment';
import { flushTestRedis } from './test-redis';

export interface SpecAppOptions {
  /** Also sign an agent in as admin (`admin`), from a client address of its own; it sends the site's Origin as the admin pages do. */
  admin?: boolean;
  /** Also open this BullMQ queue on the app's Redis (`queue`), to look at the jobs the app adds. */
  queue?: string;
  /** Run the app on a private redis-server (`redis`) that the spec may stop and start, instead of the shared test Redis. */
  privateRedis?: boolean;
  /** Environment variables for the app on top of the test environment. */
  environment?: Record<string, string>;
  /** Timeout of the set-up and tear-down hooks, for specs that start on a busy machine. */
  hookTimeoutMs?: number;
}

/** The app of one spec file, with what its options asked for; read it in tests and hooks, after beforeAll. */
export interface SpecApp extends TestApp {
  readonly admin: TestAgent;
  readonly queue: Queue;
  readonly redis: PrivateRedis;
  /** The ids of every job of a queue on the app's Redis, sorted; a new connection each time, so it works after Redis restarted. */
  jobIds(queueName: string): Promise<string[]>;
}

const JOB_STATES = ['waiting', 'delayed', 'active', 'completed', 'failed'] as const;

/**
 * The set-up most API specs share: an empty test database and Redis DB, the real app (startTestApp),
 * and on request a signed-in admin, a queue to look into or a Redis that can go down. It registers
 * beforeAll/afterAll in the calling describe, so call it at the top of the describe.
 */
export function useSpecApp(options: SpecAppOptions = {}): SpecApp {
  let testApp: TestApp | undefined;
  let admin: TestAgent | undefined;
  let queueConnection: Redis | undefined;
  let queue: Queue | undefined;
  let redis: PrivateRedis | undefined;

  const started = (): TestApp => {
    if (!testApp) throw new Error('useSpecApp: the app starts in beforeAll; read it inside a test or hook');
    return testApp;
  };
  const asked = <T>(value: T | undefined, option: keyof SpecAppOptions): T => {
    started();
    if (value === undefined) throw new Error(`useSpecApp: pass { ${option}: ... } for this`);
    return value;
  };

  beforeAll(async () => {
    await recreateTestDatabase();
    if (options.privateRedis) redis = await PrivateRedis.start();
    else await flushTestRedis();
    testApp = await startTestApp({ ...options.environment, ...(redis ? { REDIS_URL: redis.url } : {}) });
    if (options.queue) {
      queueConnection = new Redis(testApp.environment.REDIS_URL, { maxRetriesPerRequest: null });
      queue = new Queue(options.queue, { connection: queueConnection });
    }
    if (options.admin) {
      admin = request.agent(testApp.server).set('Origin', new URL(testApp.environment.PUBLIC_URL).origin);
      await admin
        .post('/api/auth/login')
        .set('X-Forwarded-For', uniqueClientAddress())
        .send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })
        .expect(204);
    }
  }, options.hookTimeoutMs);

  afterAll(async () => {
    await queue?.close();
    queueConnection?.disconnect();
    await testApp?.app.close();
    await redis?.stop();
  }, options.hookTimeoutMs);

  return {
    get app(): NestExpressApplication {
      return started().app;
    },
    get server(): Server {
      return started().server;
    },
    get environment(): Environment {
      return started().environment;
    },
    get admin(): TestAgent {
      return asked(admin, 'admin');
    },
    get queue(): Queue {
      return asked(queue, 'queue');
    },
    get redis(): PrivateRedis {
      return asked(redis, 'privateRedis');
    },
    async jobIds(queueName: string): Promise<string[]> {
      const connection = new Redis(started().environment.REDIS_URL, { maxRetriesPerRequest: null });
      const jobsQueue = new Queue(queueName, { connection });
      try {
        return (await jobsQueue.getJobs([...JOB_STATES])).map((job) => job.id as string).sort();
      } finally {
        await jobsQueue.close();
        connection.disconnect();
      }
    },
  };
}
