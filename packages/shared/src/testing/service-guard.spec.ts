import { spawn } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { guardServices, refuseService } from './service-guard';

// A spec of the fast lane that reaches for each service, as this one does below through its own guard
// (named example.spec.ts), is refused at once with the rule.
const REFUSED = /^example\.spec\.ts reaches .+, but only \*\.int\.spec\.ts files may use services; rename it/;

describe('the service guard (fast lane: no PostgreSQL, Redis or servers of its own)', () => {
  let guard: ReturnType<typeof guardServices>;
  beforeEach(() => (guard = guardServices('/repo/backend/src/example.spec.ts')));
  afterEach(() => guard.undo());

  it('refuses PostgreSQL at once, naming the rule', () => {
    // What every PostgreSQL client does first.
    expect(() => new net.Socket().connect(5432, '127.0.0.1')).toThrow(REFUSED);
  });

  it('refuses Redis at once, and keeps the refusal for the end of the file even when the client swallows it', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, retryStrategy: () => null });
    redis.on('error', () => undefined);
    await expect(redis.connect()).rejects.toThrow(REFUSED);
    redis.disconnect();
    expect(guard.refusal()?.message).toMatch(REFUSED);
  });

  it('refuses to start a redis-server or an nginx', () => {
    expect(() => spawn('redis-server', ['--port', '0'])).toThrow(REFUSED);
    expect(() => spawn('/usr/sbin/nginx', ['-v'])).toThrow(REFUSED);
  });

  it('draws the same line as the fast lane: what the lane leaves out is what may use services', () => {
    const lane = process.env.REBOUND_TEST_LANE;
    process.env.REBOUND_TEST_LANE = 'fast';
    let ignored: string[] = [];
    jest.isolateModules(() => {
      ignored = (require('../../jest.config.js') as { testPathIgnorePatterns: string[] }).testPathIgnorePatterns;
    });
    if (lane === undefined) delete process.env.REBOUND_TEST_LANE;
    else process.env.REBOUND_TEST_LANE = lane;
    const leftOut = (spec: string) => ignored.some((pattern) => new RegExp(pattern).test(spec));
    for (const spec of ['/repo/backend/src/interest/interest.controller.int.spec.ts', '/repo/worker/src/main.int.spec.ts']) {
      expect(leftOut(spec)).toBe(true);
      expect(() => refuseService(spec, 'Redis')).not.toThrow();
    }
    for (const spec of ['/repo/backend/src/common/csv-export.spec.ts', '/repo/worker/src/mail/mail-transport.spec.ts']) {
      expect(leftOut(spec)).toBe(false);
      expect(() => refuseService(spec, 'Redis')).toThrow(/only \*\.int\.spec\.ts files may use services/);
    }
  });
});
