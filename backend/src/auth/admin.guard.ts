import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { AdminSessionService } from './admin-session.service';
import type { AdminSession } from './admin-session-store';

/** The session the guard found, for the audit log of the route behind it. */
export interface AdminRequest extends Request {
  adminSession?: AdminSession;
}

/** Lets a request through only with a live admin session (Redis); 401 otherwise. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: AdminSessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const session = await this.sessions.session(request);
    if (!session) throw new UnauthorizedException('Sign in as admin to continue');
    request.adminSession = session;
    return true;
  }
}
