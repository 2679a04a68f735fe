import { freePort } from '@rebound/shared/testing';
import { eventually } from '../test-support/eventually';
import { TcpProxy } from '../test-support/network';
import { dropTestDatabase, queryTestDatabase } from '../test-support/test-database';
import { TEST_DATABASE_NAME } from '../test-support/test-environment';
import { MIGRATION_LOCK_KEY, waitForPostgres, withMigrationLock } from './postgres-bootstrap';

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    logger: { log: (message: string) => lines.push(`log ${message}`), warn: (message: string) => lines.push(`warn ${message}`) },
  };
}

describe('waitForPostgres', () => {
  it('retries with back-off, one log line per attempt, until PostgreSQL answers', async () => {
    const port = await freePort();
    const { lines, logger } = recordingLogger();
    const waits: number[] = [];
    let proxy: TcpProxy | undefined;
    const sleep = async (ms: number) => {
      waits.push(ms);
      // PostgreSQL "comes up" during the second wait.
      if (waits.length === 2) proxy = await TcpProxy.start(5432, port);
    };
    try {
      await waitForPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, logger, sleep);
    } finally {
      await proxy?.close();
    }
    expect(waits).toEqual([1_000, 2_000]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^warn PostgreSQL not reachable \(attempt 1: .*ECONNREFUSED.*\); retrying in 1 s$/);
    expect(lines[1]).toMatch(/^warn PostgreSQL not reachable \(attempt 2: .*\); retrying in 2 s$/);
    expect(lines[2]).toBe('log PostgreSQL reachable after 2 failed attempts');
  });

  it('creates the database when it does not exist, and says so', async () => {
    const name = `${TEST_DATABASE_NAME}_created`;
    await dropTestDatabase(name);
    const { lines, logger } = recordingLogger();
    try {
      await waitForPostgres(`postgres://postgres@127.0.0.1:5432/${name}`, logger);
      expect(await queryTestDatabase('SELECT datname FROM pg_database WHERE datname = $1', [name])).toEqual([{ datname: name }]);
      expect(lines).toEqual([
        `warn Database "${name}" did not exist; created it (local convenience, connecting to the "postgres" database)`,
      ]);
    } finally {
      await dropTestDatabase(name);
    }
  });
});

describe('withMigrationLock', () => {
  it('lets one process at a time run its migrations', async () => {
    const url = 'postgres://postgres@127.0.0.1:5432/postgres';
    const events: string[] = [];
    // A process waiting for the lock shows in pg_locks as an advisory lock on the key, not granted.
    const anotherWaits = () =>
      eventually(async () => {
        const [{ waiting }] = await queryTestDatabase<{ waiting: number }>(
          "SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted",
          [MIGRATION_LOCK_KEY],
        );
        return waiting > 0 ? true : undefined;
      }, 10_000);
    // Whoever gets the lock first ends only once the other is seen waiting for it: the order proves the lock.
    const migrate = (name: string) => async () => {
      events.push(`${name} start`);
      if (events.length === 1) await anotherWaits();
      events.push(`${name} end`);
    };
    await Promise.all([withMigrationLock(url, migrate('a')), withMigrationLock(url, migrate('b'))]);
    expect([events.slice(0, 2), events.slice(2)].map((pair) => pair[0].split(' ')[0] === pair[1].split(' ')[0])).toEqual([true, true]);
  });
});
