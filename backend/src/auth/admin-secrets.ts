import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Environment } from '@rebound/shared/node';
import type { DataSource } from 'typeorm';

/** The admin password and the session-hashing secret this process uses. */
export class AdminSecrets {
  constructor(
    readonly adminPassword: string,
    readonly sessionSecret: string,
  ) {}
}

/**
 * The stored value of a generated secret: the first replica to ask inserts `generate()`, every
 * other one (and every restart) reads that same row.
 */
export async function sharedGeneratedSecret(
  dataSource: DataSource,
  name: string,
  generate: () => string,
): Promise<{ value: string; created: boolean }> {
  const inserted: Array<{ value: string }> = await dataSource.query(
    'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value',
    [name, generate()],
  );
  if (inserted.length > 0) return { value: inserted[0].value, created: true };
  const [stored]: Array<{ value: string }> = await dataSource.query('SELECT value FROM app_secrets WHERE name = $1', [name]);
  return { value: stored.value, created: false };
}

/**
 * Production always has both (loadEnvironment refuses to start without them). Otherwise an unset
 * ADMIN_PASSWORD or SESSION_SECRET is generated once and kept in PostgreSQL (table app_secrets), so
 * every replica agrees without configuration; the generated password is printed at each start.
 */
export async function resolveAdminSecrets(
  environment: Environment,
  dataSource: DataSource,
  logger = new Logger('AdminAuth'),
): Promise<AdminSecrets> {
  let adminPassword = environment.ADMIN_PASSWORD ?? '';
  if (adminPassword === '') {
    const generated = await sharedGeneratedSecret(dataSource, 'admin_password', () => randomBytes(12).toString('base64url'));
    adminPassword = generated.value;
    logger.warn(
      `ADMIN_PASSWORD is not set; the admin password (${generated.created ? 'generated now' : 'generated earlier'}, kept in the database for every replica) is: ${adminPassword}`,
    );
  }
  let sessionSecret = environment.SESSION_SECRET ?? '';
  if (sessionSecret === '') {
    sessionSecret = (await sharedGeneratedSecret(dataSource, 'session_secret', () => randomBytes(32).toString('base64url'))).value;
  }
  return new AdminSecrets(adminPassword, sessionSecret);
}
