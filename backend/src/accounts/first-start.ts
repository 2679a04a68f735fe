import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { accountTokenUrl, Environment, leadNotifyRecipients } from '@rebound/shared/node';
import { DataSource } from 'typeorm';
import { AdminSecrets } from '../auth/admin-secrets';
import { AccountTokens } from './account-tokens';
import { StaffAccountsService } from './staff-accounts.service';

/**
 * The first start without a staff account: ADMIN_PASSWORD (with ADMIN_EMAIL) becomes the owner's
 * account, so an installation of the shared-password release keeps its password; without a password
 * the log gets a one-time setup link. Every start checks; only the first that finds no account acts.
 */
@Injectable()
export class FirstStart implements OnApplicationBootstrap {
  private readonly logger = new Logger('StaffAccounts');

  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: StaffAccountsService,
    private readonly tokens: AccountTokens,
    private readonly secrets: AdminSecrets,
    private readonly environment: Environment,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Replicas starting together wait for each other here, so one owner is created, not two.
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('rebound-staff-accounts-first-start'))");
      if ((await this.accounts.count(manager)) > 0) return;
      const password = this.secrets.adminPassword;
      if (password !== null) {
        // An upgraded installation has no ADMIN_EMAIL yet: its staff mail address signs in until it is set.
        const email = this.environment.ADMIN_EMAIL || leadNotifyRecipients(this.environment)[0];
        await this.accounts.create(
          {
            email,
            displayName: email.split('@')[0],
            role: 'owner',
            language: this.environment.LEAD_NOTIFY_LOCALE,
            password,
            // A new installation's owner gets the lead mails; an upgraded one keeps mailing LEAD_NOTIFY_TO (every address of it) until someone chooses otherwise.
            mailNewLeads: Boolean(this.environment.ADMIN_EMAIL),
          },
          manager,
        );
        this.logger.warn(`No staff account yet: created the owner's account, ${email}, with ADMIN_PASSWORD as its password`);
        return;
      }
      const token = await this.tokens.issue('setup', null, manager);
      const link = accountTokenUrl(this.environment.PUBLIC_URL, 'setup', token);
      this.logger.warn(`No staff account yet and no ADMIN_PASSWORD: create the owner's account within an hour at ${link}`);
    });
  }
}
