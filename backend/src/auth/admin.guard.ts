import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { AdminSessionService } from './admin-session.service';

/** Lets a request through only with a valid, unexpired admin session cookie; 401 otherwise. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: AdminSessionService) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.sessions.isAdmin(context.switchToHttp().getRequest<Request>())) return true;
    throw new UnauthorizedException('Sign in as admin to continue');
  }
}
