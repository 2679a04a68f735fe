import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { FieldError, LanguageCode, StaffRole } from '@rebound/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { hashPassword } from './password-hashing';
import { ACCOUNT_COLUMNS, type StaffAccount } from './staff-account';

const EMAIL_TAKEN: FieldError = { field: 'email', code: 'email_taken', message: 'Another staff account has this e-mail address' };

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

export interface NewStaffAccount {
  email: string;
  displayName: string;
  role: StaffRole;
  language: LanguageCode;
  /** Null for an invitation: the person chooses it through the link. */
  password: string | null;
  mailNewLeads: boolean;
}

/** Reads and writes staff_accounts; e-mail addresses are compared without regard to case. */
@Injectable()
export class StaffAccountsService {
  constructor(private readonly dataSource: DataSource) {}

  async byId(id: string, manager: EntityManager = this.dataSource.manager): Promise<StaffAccount | null> {
    const [row] = await manager.query(`SELECT ${ACCOUNT_COLUMNS} FROM staff_accounts WHERE id = $1`, [id]);
    return (row as StaffAccount | undefined) ?? null;
  }

  async byEmail(email: string): Promise<StaffAccount | null> {
    const [row] = await this.dataSource.query(`SELECT ${ACCOUNT_COLUMNS} FROM staff_accounts WHERE lower(email) = lower($1)`, [email]);
    return (row as StaffAccount | undefined) ?? null;
  }

  /** Every account, owners first, then by name. */
  async list(): Promise<StaffAccount[]> {
    return this.dataSource.query(
      `SELECT ${ACCOUNT_COLUMNS} FROM staff_accounts ORDER BY role <> 'owner', lower(display_name), lower(email)`,
    );
  }

  async count(manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM staff_accounts');
    return count as number;
  }

  /** A new account; 409 (email_taken) when the address is taken. */
  async create(account: NewStaffAccount, manager: EntityManager = this.dataSource.manager): Promise<StaffAccount> {
    const passwordHash = account.password === null ? null : await hashPassword(account.password);
    try {
      const [row] = await manager.query(
        `INSERT INTO staff_accounts (email, display_name, role, language, password_hash, mail_new_leads)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ACCOUNT_COLUMNS}`,
        [account.email, account.displayName, account.role, account.language, passwordHash, account.mailNewLeads],
      );
      return row as StaffAccount;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException({ message: EMAIL_TAKEN.message, errors: [EMAIL_TAKEN] });
      throw error;
    }
  }

  /** Changes what the owner may change (role, active) or what a person may change of their own; 404 for an unknown id. */
  async update(
    id: string,
    changes: Partial<Pick<StaffAccount, 'role' | 'active' | 'displayName' | 'language' | 'mailNewLeads'>>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StaffAccount> {
    const columns: Record<keyof typeof changes, string> = {
      role: 'role',
      active: 'active',
      displayName: 'display_name',
      language: 'language',
      mailNewLeads: 'mail_new_leads',
    };
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as Array<[keyof typeof changes, unknown]>;
    const assignments = entries.map(([name], index) => `${columns[name]} = $${index + 2}`);
    const [rows] = await manager.query(
      `UPDATE staff_accounts SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
      [id, ...entries.map(([, value]) => value)],
    );
    const row = (rows as StaffAccount[])[0];
    if (!row) throw new NotFoundException('No staff account with this id');
    return row;
  }

  async setPassword(id: string, password: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('UPDATE staff_accounts SET password_hash = $2, updated_at = now() WHERE id = $1', [
      id,
      await hashPassword(password),
    ]);
  }

  /** How many active owners there are: the last one may not be demoted or deactivated. */
  async activeOwnerCount(manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM staff_accounts WHERE role = 'owner' AND active`);
    return count as number;
  }
}
