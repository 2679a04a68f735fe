import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { Environment } from '../shared/environment';
import { AdminSecrets } from './admin-secrets';
import { ADMIN_COOKIE_NAME, ADMIN_SESSION_TTL_MS, isValidAdminSession, passwordMatches, signAdminSession } from './admin-session';

/** Signs admins in and out with the `rebound_admin` cookie. */
@Injectable()
export class AdminSessionService {
  private readonly cookieOptions: CookieOptions;

  constructor(
    private readonly secrets: AdminSecrets,
    environment: Environment,
  ) {
    this.cookieOptions = {
      httpOnly: true,
      sameSite: 'strict',
      path: '/api',
      secure: environment.PUBLIC_URL.startsWith('https'),
    };
  }

  passwordMatches(password: string): boolean {
    return passwordMatches(this.secrets.adminPassword, password);
  }

  isAdmin(request: Request, nowMs = Date.now()): boolean {
    const cookies = request.cookies as Record<string, unknown> | undefined;
    return isValidAdminSession(this.secrets.sessionSecret, cookies?.[ADMIN_COOKIE_NAME], nowMs);
  }

  signIn(response: Response, nowMs = Date.now()): void {
    const value = signAdminSession(this.secrets.sessionSecret, nowMs + ADMIN_SESSION_TTL_MS);
    response.cookie(ADMIN_COOKIE_NAME, value, { ...this.cookieOptions, maxAge: ADMIN_SESSION_TTL_MS });
  }

  signOut(response: Response): void {
    response.clearCookie(ADMIN_COOKIE_NAME, this.cookieOptions);
  }
}
