import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_REDIS } from '../redis/redis.module';
import { AdminSecrets } from './admin-secrets';
import { ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_MS, newSessionId, passwordFingerprint, sessionKeyHash } from './admin-session';

const SESSION_KEY_PREFIX = 'rebound:admin-session:';
/** The fingerprint of the admin password the newest backend runs with; a change ends every session. */
const PASSWORD_FINGERPRINT_KEY = 'rebound:admin-password-fingerprint';

interface StoredSession {
  createdAtMs: number;
  passwordFingerprint: string;
}

export interface AdminSession {
  /** First 12 hex digits of the session's key hash: names the session in the audit log, cannot be used as a cookie. */
  reference: string;
  createdAtMs: number;
}

/** Admin sessions in the shared Redis, so sign-out, a password change and the idle timeout hold on every replica. */
@Injectable()
export class AdminSessionStore implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminSessionStore.name);
  private readonly fingerprint: string;

  constructor(
    @Inject(APP_REDIS) private readonly redis: Redis,
    private readonly secrets: AdminSecrets,
  ) {
    this.fingerprint = passwordFingerprint(secrets.sessionSecret, secrets.adminPassword);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Best effort at start (Redis may be away); sign-in checks again before it creates a session.
    await this.endSessionsOfOtherPasswords().catch((error: Error) =>
      this.logger.warn(`Could not check the admin password's sessions: ${error.message}`),
    );
  }

  /** When this backend runs with another admin password than the last one seen, every existing session ends. */
  async endSessionsOfOtherPasswords(): Promise<void> {
    const previous = await this.redis.set(PASSWORD_FINGERPRINT_KEY, this.fingerprint, 'GET');
    if (previous === null || previous === this.fingerprint) return;
    let ended = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${SESSION_KEY_PREFIX}*`, 'COUNT', 500);
      if (keys.length > 0) ended += await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    this.logger.warn(`The admin password changed: ended ${ended} admin session(s)`);
  }

  /** A new session; returns the id for the cookie. */
  async create(nowMs = Date.now()): Promise<{ sessionId: string; session: AdminSession }> {
    await this.endSessionsOfOtherPasswords();
    const sessionId = newSessionId();
    const keyHash = sessionKeyHash(this.secrets.sessionSecret, sessionId);
    const stored: StoredSession = { createdAtMs: nowMs, passwordFingerprint: this.fingerprint };
    await this.redis.set(`${SESSION_KEY_PREFIX}${keyHash}`, JSON.stringify(stored), 'PX', ADMIN_SESSION_IDLE_MS);
    return { sessionId, session: { reference: keyHash.slice(0, 12), createdAtMs: nowMs } };
  }

  /** The live session for this id, its idle time restarted; null when unknown, idle too long, too old or of another password. */
  async touch(sessionId: string, nowMs = Date.now()): Promise<AdminSession | null> {
    const keyHash = sessionKeyHash(this.secrets.sessionSecret, sessionId);
    const raw = await this.redis.getex(`${SESSION_KEY_PREFIX}${keyHash}`, 'PX', ADMIN_SESSION_IDLE_MS);
    if (raw === null) return null;
    const stored = JSON.parse(raw) as StoredSession;
    if (stored.passwordFingerprint !== this.fingerprint || nowMs - stored.createdAtMs >= ADMIN_SESSION_MAX_MS) {
      await this.redis.del(`${SESSION_KEY_PREFIX}${keyHash}`);
      return null;
    }
    return { reference: keyHash.slice(0, 12), createdAtMs: stored.createdAtMs };
  }

  /** How many sessions are live now, over every backend (each is one key that expires when idle). */
  async count(): Promise<number> {
    let sessions = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${SESSION_KEY_PREFIX}*`, 'COUNT', 500);
      sessions += keys.length;
      cursor = next;
    } while (cursor !== '0');
    return sessions;
  }

  async end(sessionId: string): Promise<void> {
    await this.redis.del(`${SESSION_KEY_PREFIX}${sessionKeyHash(this.secrets.sessionSecret, sessionId)}`);
  }
}
