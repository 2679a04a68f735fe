import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';
import type { CookieOptions, Request, Response } from 'express';
import { AdminSecrets } from './admin-secrets';
import { ADMIN_SESSION_MAX_MS, adminCookieName, isSessionIdShaped, passwordMatches } from './admin-session';
import { type AdminSession, AdminSessionStore } from './admin-session-store';

/** Signs admins in and out with the session cookie; the session itself lives in Redis (AdminSessionStore). */
@Injectable()
export class AdminSessionService {
  private readonly cookieOptions: CookieOptions;
  private readonly cookieName: string;

  constructor(
    private readonly secrets: AdminSecrets,
    private readonly store: AdminSessionStore,
    environment: Environment,
  ) {
    const secure = environment.PUBLIC_URL.startsWith('https:');
    this.cookieName = adminCookieName(secure);
    // Path=/ and no Domain: what the __Host- prefix demands, and harmless without it.
    this.cookieOptions = { httpOnly: true, sameSite: 'strict', path: '/', secure };
  }

  passwordMatches(password: string): boolean {
    return passwordMatches(this.secrets.adminPassword, password);
  }

  private sessionId(request: Request): string | undefined {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[this.cookieName];
    return isSessionIdShaped(value) ? value : undefined;
  }

  /** The request's live admin session (its idle time restarted), or null. */
  async session(request: Request): Promise<AdminSession | null> {
    const sessionId = this.sessionId(request);
    if (!sessionId) return null;
    return this.store.touch(sessionId).catch((error: Error) => {
      throw new ServiceUnavailableException(`Admin sessions are unavailable right now (${error.message})`);
    });
  }

  async signIn(response: Response): Promise<AdminSession> {
    const { sessionId, session } = await this.store.create();
    response.cookie(this.cookieName, sessionId, { ...this.cookieOptions, maxAge: ADMIN_SESSION_MAX_MS });
    return session;
  }

  async signOut(request: Request, response: Response): Promise<void> {
    const sessionId = this.sessionId(request);
    if (sessionId) await this.store.end(sessionId);
    response.clearCookie(this.cookieName, this.cookieOptions);
  }
}
