import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { roleMayUse, type StaffArea } from '@rebound/shared';
import type { Request } from 'express';
import type { StaffAccount } from '../accounts/staff-account';
import { StaffAccountsService } from '../accounts/staff-accounts.service';
import { TwoFactorService } from '../accounts/two-factor.service';
import { AdminSessionService } from './admin-session.service';
import type { AdminSession } from './admin-session-store';
import { STAFF_AREA_KEY } from './staff-area.decorator';

/** The session and the person the guard found, for the route behind it and its audit rows. */
export interface AdminRequest extends Request {
  adminSession?: AdminSession;
  staffAccount?: StaffAccount;
}

/**
 * Lets a request through only with a live session (Redis) of an active account (PostgreSQL, read on
 * every request, so a deactivation or role change holds on every replica at once) whose role may use
 * the route's area: 401 without, 403 for another role, and 403 for an area with personal data while
 * the owner requires two-factor sign-in and the person has not set it up.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly sessions: AdminSessionService,
    private readonly accounts: StaffAccountsService,
    private readonly twoFactor: TwoFactorService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const session = await this.sessions.session(request);
    if (!session) throw new UnauthorizedException('Sign in to continue');
    const account = await this.accounts.byId(session.accountId);
    if (!account?.active) {
      await this.sessions.endAllOf(session.accountId);
      throw new UnauthorizedException('Sign in to continue');
    }
    request.adminSession = session;
    request.staffAccount = account;
    const area = this.reflector.getAllAndOverride<StaffArea | undefined>(STAFF_AREA_KEY, [context.getHandler(), context.getClass()]);
    if (area === undefined ? account.role !== 'owner' : !roleMayUse(account.role, area)) {
      throw new ForbiddenException('Your role does not give access to this');
    }
    if (await this.twoFactor.blocks(account.role, account.twoFactor, area)) {
      throw new ForbiddenException('Set up two-factor sign-in on your account page first');
    }
    return true;
  }
}
