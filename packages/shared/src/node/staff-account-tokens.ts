import { createHash, randomBytes } from 'node:crypto';
import type { DefaultJobOptions } from 'bullmq';

/** The links that act on a staff account: the first start's setup, an invitation, a password reset. */
export type AccountTokenPurpose = 'setup' | 'invitation' | 'password-reset';

/** How long each kind of link works: the setup link is printed at start and a reset is asked for now, so both are short. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  setup: 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
};

/** The staff page each link opens (it POSTs the token with the new password). */
export const ACCOUNT_TOKEN_PAGES: Record<AccountTokenPurpose, string> = {
  setup: '/admin/setup',
  invitation: '/admin/invitation',
  'password-reset': '/admin/reset-password',
};

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isAccountTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** Only this is stored (hex SHA-256): a copy of the database opens no account. */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function accountTokenUrl(publicUrl: string, purpose: AccountTokenPurpose, token: string, language?: string): string {
  const query = new URLSearchParams({ ...(language ? { lng: language } : {}), token });
  return `${publicUrl}${ACCOUNT_TOKEN_PAGES[purpose]}?${query.toString()}`;
}

type Query = (sql: string, parameters: unknown[]) => Promise<unknown>;

/**
 * A new link token (the backend's setup link, the worker's invitation and reset mails): the account's
 * earlier unused links of the same purpose stop working, so only the newest mail's link opens it.
 */
export async function issueAccountToken(query: Query, purpose: AccountTokenPurpose, accountId: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (accountId !== null) {
    await query('DELETE FROM staff_account_tokens WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL', [accountId, purpose]);
  }
  await query(
    `INSERT INTO staff_account_tokens (token_hash, purpose, account_id, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
    [hashAccountToken(token), purpose, accountId, ACCOUNT_TOKEN_TTL_MS[purpose]],
  );
  return token;
}

export const STAFF_ACCOUNT_MAIL_QUEUE = 'staff-account-mails';
export const STAFF_ACCOUNT_MAIL_JOB = 'account-link';

/** A mail with a link for one account: the ids only (the worker makes the token, so no usable link rests in Redis). */
export interface StaffAccountMailJob {
  accountId: string;
  purpose: Exclude<AccountTokenPurpose, 'setup'>;
}

/** One job per request: asking twice sends two mails (each later one voids the earlier link). */
export function staffAccountMailJobId(job: StaffAccountMailJob, requestedAtMs: number): string {
  return `${job.purpose}-${job.accountId}-${requestedAtMs}`;
}

/** A few retries over about a minute: a reset link that arrives an hour late is of no use. */
export const STAFF_ACCOUNT_MAIL_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
