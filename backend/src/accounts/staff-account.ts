import type { LanguageCode, StaffAccountView, StaffRole } from '@rebound/shared';

/** A staff account as the backend reads it (table staff_accounts); the hash never leaves the backend. */
export interface StaffAccount {
  id: string;
  email: string;
  displayName: string;
  role: StaffRole;
  language: LanguageCode;
  passwordHash: string | null;
  active: boolean;
  mailNewLeads: boolean;
  /** Set once the person proved their authenticator works; sign-in then asks for a code. */
  twoFactor: boolean;
}

export const ACCOUNT_COLUMNS =
  'id, email, display_name AS "displayName", role, language, password_hash AS "passwordHash", active, mail_new_leads AS "mailNewLeads", totp_enabled_at IS NOT NULL AS "twoFactor"';

export function accountView(account: StaffAccount): StaffAccountView {
  return {
    id: account.id,
    email: account.email,
    displayName: account.displayName,
    role: account.role,
    language: account.language,
    active: account.active,
    mailNewLeads: account.mailNewLeads,
    hasPassword: account.passwordHash !== null,
    twoFactor: account.twoFactor,
  };
}
