import type { LoggerService } from '@nestjs/common';

/** Start-up runs before Nest's logger exists, so any logger with these two methods will do. */
export type StartupLogger = Pick<LoggerService, 'log' | 'warn'>;

import { Client } from 'pg';

/** PostgreSQL's SQLSTATE for "database does not exist". */
const INVALID_CATALOG_NAME = '3D000';
/** And for "database already exists" (another process created it first). */
const DUPLICATE_DATABASE = '42P04';
/** Any fixed number: the advisory lock that lets one backend replica at a time run migrations. */
export const MIGRATION_LOCK_KEY = 7_341_201;

/** 1 s doubling, at most 30 s between attempts. */
export function postgresRetryDelay(attempt: number): number {
  return Math.min(1_000 * 2 ** (attempt - 1), 30_000);
}

function databaseName(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
}

function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

async function connect(databaseUrl: string): Promise<Client> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

/**
 * Creates the database named in the URL when it is missing, connecting to the server's `postgres`
 * database. A local convenience: in compose and production the database already exists.
 */
export async function createDatabaseIfMissing(databaseUrl: string, logger: StartupLogger): Promise<void> {
  const name = databaseName(databaseUrl);
  const client = await connect(maintenanceUrl(databaseUrl));
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount) return;
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    logger.warn(`Database "${name}" did not exist; created it (local convenience, connecting to the "postgres" database)`);
  } catch (error) {
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Waits until PostgreSQL accepts connections to the database, with back-off and one log line per
 * attempt, so a backend started before its database does not crash-loop. Creates a missing database.
 */
export async function waitForPostgres(databaseUrl: string, logger: StartupLogger, sleep = delay): Promise<void> {
  for (let failedAttempts = 0; ; ) {
    try {
      const client = await connect(databaseUrl);
      await client.end();
      if (failedAttempts > 0) logger.log(`PostgreSQL reachable after ${failedAttempts} failed attempts`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code === INVALID_CATALOG_NAME) {
        await createDatabaseIfMissing(databaseUrl, logger);
        continue;
      }
      failedAttempts += 1;
      const waitMs = postgresRetryDelay(failedAttempts);
      logger.warn(`PostgreSQL not reachable (attempt ${failedAttempts}: ${(error as Error).message}); retrying in ${waitMs / 1000} s`);
      await sleep(waitMs);
    }
  }
}

/** Runs `work` while holding a cluster-wide advisory lock, so replicas starting together migrate one after another. */
export async function withMigrationLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = await connect(databaseUrl);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
