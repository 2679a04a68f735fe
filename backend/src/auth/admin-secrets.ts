import { randomBytes } from 'node:crypto';
import type { Environment } from '@rebound/shared/node';
import type { DataSource } from 'typeorm';

/** The session-hashing secret this process uses, and the shared admin password of the release before staff accounts. */
export class AdminSecrets {
  constructor(
    /** ADMIN_PASSWORD, or the one a development start generated before staff accounts existed; null when neither. Only the first start uses it, to create the owner. */
    readonly adminPassword: string | null,
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
 * SESSION_SECRET is generated once and kept in PostgreSQL (table app_secrets), so every replica
 * agrees without configuration. An unset ADMIN_PASSWORD is no longer generated (the first start
 * prints a setup link instead), but one an earlier development start generated is still read, so
 * that installation's owner is created with the password its staff know.
 */
export async function resolveAdminSecrets(environment: Environment, dataSource: DataSource): Promise<AdminSecrets> {
  let adminPassword: string | null = environment.ADMIN_PASSWORD ?? '';
  if (adminPassword === '') {
    const [stored]: Array<{ value: string }> = await dataSource.query("SELECT value FROM app_secrets WHERE name = 'admin_password'");
    adminPassword = stored?.value ?? null;
  }
  let sessionSecret = environment.SESSION_SECRET ?? '';
  if (sessionSecret === '') {
    sessionSecret = (await sharedGeneratedSecret(dataSource, 'session_secret', () => randomBytes(32).toString('base64url'))).value;
  }
  return new AdminSecrets(adminPassword, sessionSecret);
}
