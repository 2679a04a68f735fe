import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Patch,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { type AuthMeResponse, type LoginSecondStep, type StaffSessionView, THROTTLE_LIMITS } from '@rebound/shared';
import type { Request, Response } from 'express';
import { passwordMatchesHash } from '../accounts/password-hashing';
import { accountView, type StaffAccount } from '../accounts/staff-account';
import { StaffAccountsService } from '../accounts/staff-accounts.service';
import { TwoFactorService } from '../accounts/two-factor.service';
import { AdminAuditService } from '../audit/admin-audit.service';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { AdminGuard, type AdminRequest } from './admin.guard';
import { AdminSessionService } from './admin-session.service';
import { ChangeOwnAccountDto, ChangePasswordDto, EnableTwoFactorDto, SecondStepDto } from './dto/account.dto';
import { LoginDto } from './dto/login.dto';
import { SignInDelay } from './sign-in-delay';
import { SignInTickets } from './sign-in-tickets';
import { StaffAreaOf } from './staff-area.decorator';

const WRONG_CREDENTIALS = 'Wrong e-mail address or password';
const SESSION_REFERENCE = /^[0-9a-f]{12}$/;

/** What the guard put on the request: the routes below all run behind it. */
function signedIn(request: AdminRequest): { account: StaffAccount; reference: string } {
  if (!request.staffAccount || !request.adminSession) throw new UnauthorizedException('Sign in to continue');
  return { account: request.staffAccount, reference: request.adminSession.reference };
}

/** Signing in and out, and what every person does with their own account and sessions. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly sessions: AdminSessionService,
    private readonly accounts: StaffAccountsService,
    private readonly delay: SignInDelay,
    private readonly tickets: SignInTickets,
    private readonly twoFactor: TwoFactorService,
    private readonly audit: AdminAuditService,
  ) {}

  /** 204 and the session cookie; for an account with two-factor sign-in, 200 and the ticket of the second step instead. */
  @Post('login')
  @RateLimit(THROTTLE_LIMITS.adminLogin)
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginSecondStep | undefined> {
    await this.delay.wait(body.email);
    const account = await this.accounts.byEmail(body.email);
    const usable = account?.active ? account : null;
    // An unknown address, a deactivated account and an invitation not yet accepted cost one hash check too: the answer takes as long.
    if (!(await passwordMatchesHash(usable?.passwordHash ?? null, body.password)) || usable === null) {
      await this.delay.failed(body.email);
      await this.audit.record(request, { event: 'sign-in-failed', targetId: account?.id });
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    await this.delay.succeeded(body.email);
    if (usable.twoFactor) {
      response.status(HttpStatus.OK);
      return { secondStep: 'totp', ticket: await this.tickets.issue(usable.id) };
    }
    response.status(HttpStatus.NO_CONTENT);
    const session = await this.sessions.signIn(usable.id, request, response);
    await this.audit.record(request, { event: 'sign-in', sessionRef: session.reference, account: usable });
    return undefined;
  }

  /** The code from the authenticator app, or a recovery code (each works once), with the first step's ticket. */
  @Post('login/second-step')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit(THROTTLE_LIMITS.adminLogin)
  async secondStep(@Body() body: SecondStepDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const accountId = await this.tickets.redeem(body.ticket);
    const account = accountId ? await this.accounts.byId(accountId) : null;
    const used = account?.active && account.twoFactor ? await this.twoFactor.verify(account.id, body.code) : null;
    if (!account || !used) {
      await this.audit.record(request, { event: 'sign-in-failed', targetId: account?.id });
      throw new UnauthorizedException('Wrong or expired code. Sign in again.');
    }
    const session = await this.sessions.signIn(account.id, request, response);
    await this.audit.record(request, {
      event: used === 'recovery' ? 'sign-in-recovery-code' : 'sign-in',
      sessionRef: session.reference,
      account,
    });
  }

  /** A new authenticator secret for one's own account (the app reads the otpauth:// address, often as a QR code). */
  @Post('two-factor/setup')
  @UseGuards(AdminGuard)
  @StaffAreaOf('ownAccount')
  async startTwoFactor(@Req() request: AdminRequest): Promise<{ secret: string; uri: string }> {
    const { account } = signedIn(request);
    return this.twoFactor.startSetup(account.id, account.email);
  }

  /** Turns two-factor sign-in on with a code from the app; answers the ten recovery codes, shown this once. */
  @Post('two-factor/enable')
  @UseGuards(AdminGuard)
  @StaffAreaOf('ownAccount')
  async enableTwoFactor(@Body() body: EnableTwoFactorDto, @Req() request: AdminRequest): Promise<{ recoveryCodes: string[] }> {
    const { account } = signedIn(request);
    const recoveryCodes = await this.twoFactor.enable(account.id, body.code);
    if (!recoveryCodes) {
      throw new BadRequestException({
        message: 'The code does not match',
        errors: [{ field: 'code', code: 'invalid', message: 'The code does not match' }],
      });
    }
    await this.audit.record(request, { event: 'two-factor-enabled', targetId: account.id });
    return { recoveryCodes };
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AdminGuard)
  @StaffAreaOf('ownAccount')
  async logout(@Req() request: AdminRequest, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.signOut(request, response);
    await this.audit.record(request, { event: 'sign-out' });
  }

  @Get('me')
  @UseGuards(AdminGuard)
  @StaffAreaOf('ownAccount')
  async me(@Req() request: AdminRequest): Promise<AuthMeResponse> {
    return { admin: true, account: accountView(signedIn(request).account), twoFactorRequired: await this.twoFactor.required() };
  }

  @Patch('me')
  @UseGuards(AdminGuard)
  @StaffAreaOf('ownAccount')
  async changeMe(@Body() body: ChangeOwnAccountDto, @Req() request: AdminRequest): Promise<AuthMeResponse> {
    const { account } = signedIn(request);
    const changed = await this.accounts.update(account.id, {
      displayName: body.displayName,
      language: body.language,
      mailNewLeads: body.mailNewLeads,
    });
    await this.audit.record(request, { event: 'own-account-changed', targetId: account.id, account: changed });
    return { admin: true, account: accountView(changed), twoFactorRequired: await this.twoFactor.required() };
  }

  /** A new password for one's own account; every other session of the account ends. */
  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AdminGuard)
  @StaffAreaOf('ownAccount')
  async changePassword(@Body() body: ChangePasswordDto, @Req() request: AdminRequest): Promise<void> {
    const { account, reference } = signedIn(request);
    if (!(await passwordMatchesHash(account.passwordHash, body.currentPassword))) {
      throw new UnauthorizedException({
        message: 'The current password is wrong',
        errors: [{ field: 'currentPassword', code: 'invalid', message: 'The current password is wrong' }],
      });
    }
    await this.accounts.setPassword(account.id, body.newPassword);
    const ended = await this.sessions.endAllOf(account.id, reference);
    await this.audit.record(request, { event: 'password-changed', targetId: account.id, recordCount: ended });
  }

  @Get('sessions')
  @UseGuards(AdminGuard)
  @StaffAreaOf('ownAccount')
  async ownSessions(@Req() request: AdminRequest): Promise<StaffSessionView[]> {
    const { account, reference } = signedIn(request);
    return (await this.sessions.sessionsOf(account.id)).map((session) => ({
      reference: session.reference,
      device: session.device,
      address: session.address,
      createdAt: new Date(session.createdAtMs).toISOString(),
      lastUsedAt: new Date(session.lastUsedMs).toISOString(),
      current: session.reference === reference,
    }));
  }

  /** Ends every session of one's own account but this one. */
  @Delete('sessions')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AdminGuard)
  @StaffAreaOf('ownAccount')
  async endOtherSessions(@Req() request: AdminRequest): Promise<void> {
    const { account, reference } = signedIn(request);
    const ended = await this.sessions.endAllOf(account.id, reference);
    await this.audit.record(request, { event: 'sessions-ended', targetId: account.id, recordCount: ended });
  }

  @Delete('sessions/:reference')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AdminGuard)
  @StaffAreaOf('ownAccount')
  async endSession(@Param('reference') sessionRef: string, @Req() request: AdminRequest): Promise<void> {
    const { account } = signedIn(request);
    if (!SESSION_REFERENCE.test(sessionRef) || !(await this.sessions.endByReference(account.id, sessionRef))) {
      throw new NotFoundException('You have no session with this reference');
    }
    await this.audit.record(request, { event: 'sessions-ended', targetId: account.id, recordCount: 1 });
  }
}
