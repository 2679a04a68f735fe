import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';
import type { CookieOptions, Request, Response } from 'express';
import { ADMIN_SESSION_MAX_MS, adminCookieName, deviceName, isSessionIdShaped } from './admin-session';
import { type AdminSession, AdminSessionStore, type SessionClient, type StoredSessionDetails } from './admin-session-store';

function unavailable(error: Error): never {
  throw new ServiceUnavailableException(`Staff sessions are unavailable right now (${error.message})`);
}

/** Signs staff in and out with the session cookie; the session itself lives in Redis (AdminSessionStore). */
@Injectable()
export class AdminSessionService {
  private readonly cookieOptions: CookieOptions;
  private readonly cookieName: string;

  constructor(
    private readonly store: AdminSessionStore,
    environment: Environment,
  ) {
    const secure = environment.PUBLIC_URL.startsWith('https:');
    this.cookieName = adminCookieName(secure);
    // Path=/ and no Domain: what the __Host- prefix demands, and harmless without it.
    this.cookieOptions = { httpOnly: true, sameSite: 'strict', path: '/', secure };
  }

  private sessionId(request: Request): string | undefined {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[this.cookieName];
    return isSessionIdShaped(value) ? value : undefined;
  }

  private client(request: Request): SessionClient {
    // req.ip is the visitor's address: nginx's real_ip and Express's trusted proxy put it there.
    return { address: request.ip ?? null, device: deviceName(request.get('user-agent')) };
  }

  /** The request's live session (its idle time restarted, its last use noted), or null. */
  async session(request: Request): Promise<AdminSession | null> {
    const sessionId = this.sessionId(request);
    if (!sessionId) return null;
    return this.store.touch(sessionId, this.client(request)).catch(unavailable);
  }

  async signIn(accountId: string, request: Request, response: Response): Promise<AdminSession> {
    const { sessionId, session } = await this.store.create(accountId, this.client(request)).catch(unavailable);
    response.cookie(this.cookieName, sessionId, { ...this.cookieOptions, maxAge: ADMIN_SESSION_MAX_MS });
    return session;
  }

  async signOut(request: Request, response: Response): Promise<void> {
    const sessionId = this.sessionId(request);
    if (sessionId) await this.store.end(sessionId).catch(unavailable);
    response.clearCookie(this.cookieName, this.cookieOptions);
  }

  sessionsOf(accountId: string): Promise<StoredSessionDetails[]> {
    return this.store.sessionsOf(accountId).catch(unavailable);
  }

  endByReference(accountId: string, reference: string): Promise<boolean> {
    return this.store.endByReference(accountId, reference).catch(unavailable);
  }

  /** Ends every session of the account (on every replica: they all read Redis), but the one named. */
  endAllOf(accountId: string, exceptReference?: string): Promise<number> {
    return this.store.endAllOf(accountId, exceptReference).catch(unavailable);
  }
}
