// Two checkouts may run the suites at once against the same PostgreSQL and Redis: these two
// variables move one checkout's databases and Redis dbs out of the other's way.

/** `REBOUND_TEST_NAMESPACE` (default empty), appended to every test database name. */
export function namespacedDatabaseName(baseName: string, environment: NodeJS.ProcessEnv = process.env): string {
  const namespace = environment.REBOUND_TEST_NAMESPACE ?? '';
  if (!/^[a-z0-9_]*$/.test(namespace)) throw new Error(`REBOUND_TEST_NAMESPACE may hold only a-z, 0-9 and _ (got "${namespace}")`);
  return `${baseName}${namespace}`;
}

/** `REBOUND_TEST_REDIS_DB_BASE` (default 0), added to a suite's Redis logical db number. */
export function namespacedRedisDb(baseDb: number, environment: NodeJS.ProcessEnv = process.env): number {
  const raw = environment.REBOUND_TEST_REDIS_DB_BASE ?? '';
  const offset = raw === '' ? 0 : Number(raw);
  if (!Number.isInteger(offset) || offset < 0) throw new Error(`REBOUND_TEST_REDIS_DB_BASE must be a whole number >= 0 (got "${raw}")`);
  return baseDb + offset;
}

/**
 * A Redis logical db of the test Redis: `REBOUND_TEST_REDIS_URL` (default redis://127.0.0.1:6379) names the
 * server, so a third checkout can run its own redis-server when the shared one's 16 dbs are taken.
 */
export function namespacedRedisUrl(baseDb: number, environment: NodeJS.ProcessEnv = process.env): string {
  const server = new URL(environment.REBOUND_TEST_REDIS_URL || 'redis://127.0.0.1:6379');
  server.pathname = `/${namespacedRedisDb(baseDb, environment)}`;
  return server.toString();
}
