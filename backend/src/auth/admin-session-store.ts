import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_REDIS } from '../redis/redis.module';
import { AdminSecrets } from './admin-secrets';
import { ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_MS, newSessionId, sessionKeyHash, sessionReference } from './admin-session';

// A prefix of its own: the shared-password release kept JSON strings under rebound:admin-session:,
// which the upgrade leaves to expire (those sessions named no person).
const SESSION_KEY_PREFIX = 'rebound:staff-session:';
/** One set per account of its sessions' key hashes, so its sessions can be listed and ended together. */
const ACCOUNT_SESSIONS_PREFIX = 'rebound:staff-account-sessions:';
/**
 * Every session's key hash, scored by the moment it goes idle: the metrics count sessions from here
 * instead of scanning the whole keyspace at each scrape. Entries past their moment are dropped at
 * each sign-in and each count, so the index stays as small as the sessions.
 */
const SESSION_INDEX_KEY = 'rebound:staff-session-index';

/**
 * Notes the use and restarts the idle time only while the session still exists: a plain HSET after a
 * sign-out on another replica would write back a key with no owner and no expiry. The index gets the
 * new idle moment in the same step. KEYS: session, index; ARGV: idle ms, idle moment, key hash, fields.
 */
const TOUCH_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 4))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
return 1`;

export interface AdminSession {
  /** Names the session in the audit log and the session list; cannot be used as a cookie. */
  reference: string;
  accountId: string;
  createdAtMs: number;
}

/** What a person sees of one of their sessions. */
export interface StoredSessionDetails extends AdminSession {
  lastUsedMs: number;
  address: string | null;
  device: string;
}

/** Where a request came from, kept with the session it made or used. */
export interface SessionClient {
  address: string | null;
  device: string;
}

/** Staff sessions in the shared Redis, so sign-out, deactivation and the idle timeout hold on every replica at once. */
@Injectable()
export class AdminSessionStore {
  constructor(
    @Inject(APP_REDIS) private readonly redis: Redis,
    private readonly secrets: AdminSecrets,
  ) {}

  private keyHash(sessionId: string): string {
    return sessionKeyHash(this.secrets.sessionSecret, sessionId);
  }

  /** A new session of this account; returns the id for the cookie. */
  async create(accountId: string, client: SessionClient, nowMs = Date.now()): Promise<{ sessionId: string; session: AdminSession }> {
    const sessionId = newSessionId();
    const keyHash = this.keyHash(sessionId);
    const key = `${SESSION_KEY_PREFIX}${keyHash}`;
    const accountKey = `${ACCOUNT_SESSIONS_PREFIX}${accountId}`;
    await this.redis
      .multi()
      .hset(key, {
        accountId,
        createdAtMs: nowMs,
        lastUsedMs: nowMs,
        address: client.address ?? '',
        device: client.device,
      })
      .pexpire(key, ADMIN_SESSION_IDLE_MS)
      .zadd(SESSION_INDEX_KEY, nowMs + ADMIN_SESSION_IDLE_MS, keyHash)
      .zremrangebyscore(SESSION_INDEX_KEY, '-inf', nowMs)
      .sadd(accountKey, keyHash)
      // The set outlives none of its sessions by much: every sign-in pushes its end to the longest a session lives.
      .pexpire(accountKey, ADMIN_SESSION_MAX_MS)
      .exec();
    return { sessionId, session: { reference: sessionReference(keyHash), accountId, createdAtMs: nowMs } };
  }

  /** The live session for this id, its idle time restarted and its last use (time and address) noted; null when unknown, idle too long or too old. */
  async touch(sessionId: string, client?: SessionClient, nowMs = Date.now()): Promise<AdminSession | null> {
    const keyHash = this.keyHash(sessionId);
    const key = `${SESSION_KEY_PREFIX}${keyHash}`;
    const [accountId, createdAt] = await this.redis.hmget(key, 'accountId', 'createdAtMs');
    if (accountId === null || createdAt === null) return null;
    const createdAtMs = Number(createdAt);
    if (nowMs - createdAtMs >= ADMIN_SESSION_MAX_MS) {
      await this.endKeyHashes(accountId, [keyHash]);
      return null;
    }
    // The device stays the one that signed in; the address is the last one used (a laptop changes networks).
    const fields = { lastUsedMs: String(nowMs), ...(client ? { address: client.address ?? '' } : {}) };
    const still = await this.redis.eval(
      TOUCH_SCRIPT,
      2,
      key,
      SESSION_INDEX_KEY,
      String(ADMIN_SESSION_IDLE_MS),
      String(nowMs + ADMIN_SESSION_IDLE_MS),
      keyHash,
      ...Object.entries(fields).flat(),
    );
    if (still === 0) return null;
    return { reference: sessionReference(keyHash), accountId, createdAtMs };
  }

  /**
   * How many sessions are live now, over every backend: the index's entries whose session key still
   * exists (a key may go sooner than its entry, ended or expired); the rest leave the index.
   */
  async count(): Promise<number> {
    await this.redis.zremrangebyscore(SESSION_INDEX_KEY, '-inf', Date.now());
    const keyHashes = await this.redis.zrange(SESSION_INDEX_KEY, '0', '-1');
    if (keyHashes.length === 0) return 0;
    const pipeline = this.redis.pipeline();
    for (const keyHash of keyHashes) pipeline.exists(`${SESSION_KEY_PREFIX}${keyHash}`);
    // An entry leaves only when Redis says its key is gone; one it could not answer for stays.
    const answers = (await pipeline.exec()) ?? [];
    const gone = keyHashes.filter((_, index) => answers[index]?.[0] === null && answers[index]?.[1] === 0);
    if (gone.length > 0) await this.redis.zrem(SESSION_INDEX_KEY, ...gone);
    return keyHashes.length - gone.length;
  }

  async end(sessionId: string): Promise<void> {
    const keyHash = this.keyHash(sessionId);
    const accountId = await this.redis.hget(`${SESSION_KEY_PREFIX}${keyHash}`, 'accountId');
    if (accountId !== null) await this.endKeyHashes(accountId, [keyHash]);
  }

  /** This account's live sessions, newest use first (sessions that expired are dropped from its set). */
  async sessionsOf(accountId: string): Promise<StoredSessionDetails[]> {
    const accountKey = `${ACCOUNT_SESSIONS_PREFIX}${accountId}`;
    const keyHashes = await this.redis.smembers(accountKey);
    const sessions: StoredSessionDetails[] = [];
    const gone: string[] = [];
    for (const keyHash of keyHashes) {
      const fields = await this.redis.hgetall(`${SESSION_KEY_PREFIX}${keyHash}`);
      if (fields.accountId !== accountId) {
        gone.push(keyHash);
        continue;
      }
      sessions.push({
        reference: sessionReference(keyHash),
        accountId,
        createdAtMs: Number(fields.createdAtMs),
        lastUsedMs: Number(fields.lastUsedMs),
        address: fields.address || null,
        device: fields.device ?? '',
      });
    }
    if (gone.length > 0) await this.redis.srem(accountKey, ...gone);
    return sessions.sort((a, b) => b.lastUsedMs - a.lastUsedMs);
  }

  /** Ends the account's session with this reference; false when it has none. */
  async endByReference(accountId: string, reference: string): Promise<boolean> {
    const keyHashes = await this.redis.smembers(`${ACCOUNT_SESSIONS_PREFIX}${accountId}`);
    const matching = keyHashes.filter((keyHash) => sessionReference(keyHash) === reference);
    if (matching.length === 0) return false;
    return (await this.endKeyHashes(accountId, matching)) > 0;
  }

  /** Ends every session of the account but the one named (the caller's own, when it ends "all others"); returns how many ended. */
  async endAllOf(accountId: string, exceptReference?: string): Promise<number> {
    const keyHashes = await this.redis.smembers(`${ACCOUNT_SESSIONS_PREFIX}${accountId}`);
    return this.endKeyHashes(
      accountId,
      keyHashes.filter((keyHash) => sessionReference(keyHash) !== exceptReference),
    );
  }

  private async endKeyHashes(accountId: string, keyHashes: string[]): Promise<number> {
    if (keyHashes.length === 0) return 0;
    const [[, deleted]] = (await this.redis
      .multi()
      .del(...keyHashes.map((keyHash) => `${SESSION_KEY_PREFIX}${keyHash}`))
      .srem(`${ACCOUNT_SESSIONS_PREFIX}${accountId}`, ...keyHashes)
      .zrem(SESSION_INDEX_KEY, ...keyHashes)
      .exec()) as Array<[Error | null, number]>;
    return deleted;
  }
}
