import { Body, Controller, GoneException, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { THROTTLE_LIMITS } from '@rebound/shared';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminSessionService } from '../auth/admin-session.service';
import { AcceptInvitationDto, CompletePasswordResetDto, RequestPasswordResetDto, SetupOwnerDto } from '../auth/dto/account.dto';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { AccountMailProducer } from './account-mail.producer';
import { AccountTokens } from './account-tokens';
import { StaffAccountsService } from './staff-accounts.service';

const LINK_GONE = 'This link has expired or has been used already. Ask for a new one.';

/**
 * What a link from the log or a mail does: create the owner (first start), accept an invitation, reset
 * a password. Anyone may call these; the token is the permission, and it works once.
 */
@Controller('auth')
export class AccountLinksController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: StaffAccountsService,
    private readonly tokens: AccountTokens,
    private readonly sessions: AdminSessionService,
    private readonly mails: AccountMailProducer,
    private readonly audit: AdminAuditService,
  ) {}

  @Post('setup')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit(THROTTLE_LIMITS.adminLogin)
  async setup(@Body() body: SetupOwnerDto, @Req() request: Request): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('rebound-staff-accounts-first-start'))");
      // The setup link works only while there is no account at all.
      if (!(await this.tokens.redeem(manager, 'setup', body.token)) || (await this.accounts.count(manager)) > 0) {
        throw new GoneException(LINK_GONE);
      }
      const owner = await this.accounts.create({ ...body, role: 'owner', mailNewLeads: true }, manager);
      await this.audit.within(request, { event: 'owner-created', targetId: owner.id, account: owner })(manager, 1);
    });
  }

  @Post('invitation')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit(THROTTLE_LIMITS.adminLogin)
  async acceptInvitation(@Body() body: AcceptInvitationDto, @Req() request: Request): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const redeemed = await this.tokens.redeem(manager, 'invitation', body.token);
      const account = redeemed?.accountId ? await this.accounts.byId(redeemed.accountId, manager) : null;
      if (!account?.active || account.passwordHash !== null) throw new GoneException(LINK_GONE);
      await this.accounts.setPassword(account.id, body.password, manager);
      await this.audit.within(request, { event: 'account-invitation-accepted', targetId: account.id, account })(manager, 1);
    });
  }

  /** Answers 202 alike whether the address has an account or not; only an active account gets the mail. */
  @Post('password-reset')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit(THROTTLE_LIMITS.adminLogin)
  async requestReset(@Body() body: RequestPasswordResetDto, @Req() request: Request): Promise<void> {
    const account = await this.accounts.byEmail(body.email);
    await this.audit.record(request, { event: 'password-reset-requested', targetId: account?.id });
    if (account?.active) await this.mails.enqueue({ accountId: account.id, purpose: 'password-reset' });
  }

  /** The new password; every session of the account ends (whoever knew the old password is out). */
  @Post('password-reset/complete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit(THROTTLE_LIMITS.adminLogin)
  async completeReset(@Body() body: CompletePasswordResetDto, @Req() request: Request): Promise<void> {
    const account = await this.dataSource.transaction(async (manager) => {
      const redeemed = await this.tokens.redeem(manager, 'password-reset', body.token);
      const found = redeemed?.accountId ? await this.accounts.byId(redeemed.accountId, manager) : null;
      if (!found?.active) throw new GoneException(LINK_GONE);
      await this.accounts.setPassword(found.id, body.password, manager);
      await this.audit.within(request, { event: 'password-reset', targetId: found.id, account: found })(manager, 1);
      return found;
    });
    await this.sessions.endAllOf(account.id);
  }
}
