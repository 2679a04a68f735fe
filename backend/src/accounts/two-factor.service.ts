import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { roleMayUse, type StaffArea, type StaffRole } from '@rebound/shared';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { DataSource } from 'typeorm';

const ISSUER = 'Rebound';
const RECOVERY_CODE_COUNT = 10;
/** A code of the step before or after still counts (clocks drift; typing takes time). */
const TOLERANCE_SECONDS = 30;
const STEP_SECONDS = 30;
const REQUIRED_SETTING = 'two_factor_required';

/** The areas that show personal data: with the owner's requirement on, they wait for two-factor sign-in. */
const PERSONAL_DATA_AREAS: readonly StaffArea[] = ['leads', 'personalData', 'subscribers'];

const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** Ten groups of 4+4 letters and digits: what a person writes down or prints. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(8);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/**
 * TOTP sign-in codes (RFC 6238, otplib: 6 digits, 30 s) and one-time recovery codes (stored as
 * hashes), and the owner's setting that requires them for the roles that read personal data.
 */
@Injectable()
export class TwoFactorService {
  constructor(private readonly dataSource: DataSource) {}

  /** A new secret for the person's authenticator app; sign-in does not ask for codes until `enable` saw one. */
  async startSetup(accountId: string, email: string): Promise<{ secret: string; uri: string }> {
    const secret = generateSecret();
    await this.dataSource.query('UPDATE staff_accounts SET totp_secret = $2, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = $1', [
      accountId,
      secret,
    ]);
    return { secret, uri: generateURI({ secret, label: email, issuer: ISSUER }) };
  }

  /** Turns two-factor on with a code from the app; answers the recovery codes (shown once), or null for a wrong code. */
  async enable(accountId: string, code: string): Promise<string[] | null> {
    if (!(await this.acceptTotp(accountId, code, { pending: true }))) return null;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE staff_accounts SET totp_enabled_at = now() WHERE id = $1', [accountId]);
      await manager.query('DELETE FROM staff_recovery_codes WHERE account_id = $1', [accountId]);
      for (const recoveryCode of codes) {
        await manager.query('INSERT INTO staff_recovery_codes (account_id, code_hash) VALUES ($1, $2)', [
          accountId,
          hashCode(recoveryCode),
        ]);
      }
    });
    return codes;
  }

  /** The second step of sign-in: a current TOTP code not used before, or an unused recovery code (used up by this). */
  async verify(accountId: string, code: string): Promise<'totp' | 'recovery' | null> {
    if (/^\d{6}$/.test(code.trim())) return (await this.acceptTotp(accountId, code.trim(), { pending: false })) ? 'totp' : null;
    const [rows] = await this.dataSource.query(
      'UPDATE staff_recovery_codes SET used_at = now() WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1',
      [accountId, hashCode(code)],
    );
    return (rows as unknown[]).length > 0 ? 'recovery' : null;
  }

  /** A valid code of a step later than the last one accepted (so each code works once), recorded atomically. */
  private async acceptTotp(accountId: string, code: string, { pending }: { pending: boolean }): Promise<boolean> {
    const [account] = await this.dataSource.query(
      `SELECT totp_secret AS secret FROM staff_accounts WHERE id = $1 AND totp_secret IS NOT NULL AND (totp_enabled_at IS ${pending ? '' : 'NOT '}NULL)`,
      [accountId],
    );
    if (!account || !/^\d{6}$/.test(code)) return false;
    const result = verifySync({ secret: account.secret as string, token: code, epochTolerance: TOLERANCE_SECONDS });
    if (!result.valid) return false;
    const step =
      'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : Math.floor(Date.now() / 1000 / STEP_SECONDS);
    const [rows] = await this.dataSource.query(
      'UPDATE staff_accounts SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING 1',
      [accountId, step],
    );
    return (rows as unknown[]).length > 0;
  }

  async required(): Promise<boolean> {
    const [row] = await this.dataSource.query('SELECT value FROM staff_settings WHERE name = $1', [REQUIRED_SETTING]);
    return row?.value === 'true';
  }

  async setRequired(required: boolean): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO staff_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value',
      [REQUIRED_SETTING, String(required)],
    );
  }

  /** Whether this area waits for the person to set up two-factor sign-in (the owner requires it, and the area shows personal data). */
  async blocks(role: StaffRole, twoFactor: boolean, area: StaffArea | undefined): Promise<boolean> {
    if (twoFactor || area === undefined || !PERSONAL_DATA_AREAS.includes(area) || !roleMayUse(role, area)) return false;
    return this.required();
  }
}
