import {
  Body,
  ConflictException,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Req,
  UseGuards,
} from '@nestjs/common';
import type { StaffAccountView } from '@rebound/shared';
import { DataSource } from 'typeorm';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminGuard, type AdminRequest } from '../auth/admin.guard';
import { AdminSessionService } from '../auth/admin-session.service';
import { ChangeAccountDto, InviteAccountDto, TwoFactorRequirementDto } from '../auth/dto/account.dto';
import { StaffAreaOf } from '../auth/staff-area.decorator';
import { AccountMailProducer } from './account-mail.producer';
import { accountView } from './staff-account';
import { StaffAccountsService } from './staff-accounts.service';
import { TwoFactorService } from './two-factor.service';

const LAST_OWNER = 'The last active owner cannot lose the role or be deactivated';

/** The owner's setting: two-factor sign-in required for the roles that read personal data. */
@Controller('admin/settings/two-factor')
@UseGuards(AdminGuard)
@StaffAreaOf('accounts')
export class TwoFactorSettingController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly audit: AdminAuditService,
  ) {}

  @Get()
  async read(): Promise<{ required: boolean }> {
    return { required: await this.twoFactor.required() };
  }

  @Put()
  async change(@Body() body: TwoFactorRequirementDto, @Req() request: AdminRequest): Promise<{ required: boolean }> {
    await this.twoFactor.setRequired(body.required);
    await this.audit.record(request, { event: 'two-factor-requirement-changed', recordCount: body.required ? 1 : 0 });
    return { required: body.required };
  }
}

/** The owner's work on the staff accounts: list, invite, change a role, (de)activate. */
@Controller('admin/accounts')
@UseGuards(AdminGuard)
@StaffAreaOf('accounts')
export class AccountsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: StaffAccountsService,
    private readonly sessions: AdminSessionService,
    private readonly mails: AccountMailProducer,
    private readonly audit: AdminAuditService,
  ) {}

  @Get()
  async list(): Promise<StaffAccountView[]> {
    return (await this.accounts.list()).map(accountView);
  }

  /** A new account without a password, and the invitation mail (in the invitee's language) with the link to choose one. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async invite(@Body() body: InviteAccountDto, @Req() request: AdminRequest): Promise<StaffAccountView> {
    const account = await this.dataSource.transaction(async (manager) => {
      const created = await this.accounts.create({ ...body, password: null, mailNewLeads: false }, manager);
      await this.audit.within(request, { event: 'account-invited', targetId: created.id })(manager, 1);
      return created;
    });
    await this.mails.enqueue({ accountId: account.id, purpose: 'invitation' });
    return accountView(account);
  }

  /** Sends the invitation again (a new link; the earlier one stops working). */
  @Post(':id/invitation')
  @HttpCode(HttpStatus.NO_CONTENT)
  async inviteAgain(@Param('id', new ParseUUIDPipe({ version: '4' })) id: string, @Req() request: AdminRequest): Promise<void> {
    const account = await this.accounts.update(id, {});
    if (account.passwordHash !== null) throw new ConflictException('This person has already accepted the invitation');
    await this.mails.enqueue({ accountId: id, purpose: 'invitation' });
    await this.audit.record(request, { event: 'account-invited', targetId: id });
  }

  /** A role change holds at the person's next request; a deactivation also ends their sessions on every replica. */
  @Patch(':id')
  async change(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: ChangeAccountDto,
    @Req() request: AdminRequest,
  ): Promise<StaffAccountView> {
    const changed = await this.dataSource.transaction(async (manager) => {
      // One owner change at a time, so two owners cannot demote each other at once and leave none.
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('rebound-staff-accounts-owners'))");
      const account = await this.accounts.update(id, { role: body.role, active: body.active }, manager);
      if ((await this.accounts.activeOwnerCount(manager)) === 0) throw new ConflictException(LAST_OWNER);
      await this.audit.within(request, { event: 'account-changed', targetId: id })(manager, 1);
      return account;
    });
    if (!changed.active) await this.sessions.endAllOf(id);
    return accountView(changed);
  }
}
