import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_STAFF_PASSWORD_LENGTH } from '../staff-roles';
import { databaseUrlPassword } from './database-url';
import { isLocalOrigin } from './public-address';

/** The settings production refuses, each named in its message (issue 8). */
export interface ProductionSettings {
  ADMIN_PASSWORD?: string;
  PUBLIC_URL: string;
  SMTP_URL: string;
  DATABASE_URL: string;
}

export const MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH = MIN_STAFF_PASSWORD_LENGTH;

/** Passwords a compose file, a tutorial or a PostgreSQL image hands out: never the real one. */
const DEFAULT_DATABASE_PASSWORDS = new Set(['rebound', 'postgres', 'password', 'changeme', 'change-me', 'secret']);

// zxcvbn-ts's list of ~49,000 passwords seen most often in breaches, compared in lower case.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'] as string[]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** Why a staff account may not use this password (the rules production applies to ADMIN_PASSWORD), or null. */
export function staffPasswordProblem(password: string): 'tooShort' | 'common' | null {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) return 'tooShort';
  if (isCommonPassword(password)) return 'common';
  return null;
}

/**
 * Mailpit, the development profile's mail catcher: in production it would swallow every mail while
 * every start-up check passes. Matched on the host's name as compose and Docker spell it
 * (`mailpit`, `rebound-mailpit-1`, `mailpit.internal`).
 */
function isMailpitHost(smtpUrl: string): boolean {
  try {
    return /(^|[.-])mailpit([.-]|$)/i.test(new URL(smtpUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * What production must not run with. `checkAdminPassword` is set by the backend, the only process
 * that uses ADMIN_PASSWORD (its absence is reported by the secrets check already).
 */
export function productionProblems(settings: ProductionSettings, { checkAdminPassword }: { checkAdminPassword: boolean }): string[] {
  const problems: string[] = [];
  const adminPassword = settings.ADMIN_PASSWORD ?? '';
  if (checkAdminPassword && adminPassword.trim() !== '') {
    if (adminPassword.length < MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH) {
      problems.push(`ADMIN_PASSWORD must be at least ${MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH} characters in production`);
    } else if (isCommonPassword(adminPassword)) {
      problems.push('ADMIN_PASSWORD is on the list of common passwords; choose another in production');
    }
  }
  if (!settings.PUBLIC_URL.startsWith('https://')) {
    problems.push('PUBLIC_URL must be an https:// origin in production (the admin cookie is Secure only then)');
  }
  if (settings.SMTP_URL.trim() === '') {
    problems.push('SMTP_URL is required in production (without it lead data would be written to the log instead of mailed)');
  } else if (isMailpitHost(settings.SMTP_URL)) {
    problems.push('SMTP_URL points at Mailpit, which delivers nothing: set it to your mail relay in production');
  }
  if (DEFAULT_DATABASE_PASSWORDS.has(databaseUrlPassword(settings.DATABASE_URL).toLowerCase())) {
    problems.push('the database password is a default one (set POSTGRES_PASSWORD, or DATABASE_PASSWORD, to a strong one) in production');
  }
  return problems;
}

/**
 * Development switches every refusal above off, so it may only serve a local try: a PUBLIC_URL that
 * others can reach with development settings is refused rather than run unguarded without a word.
 */
export function developmentProblems(settings: Pick<ProductionSettings, 'PUBLIC_URL'>): string[] {
  // A PUBLIC_URL that is no origin at all is reported by the environment's own format check.
  if (!URL.canParse(settings.PUBLIC_URL) || isLocalOrigin(settings.PUBLIC_URL)) return [];
  return [
    `PUBLIC_URL ${settings.PUBLIC_URL} is not a local address, but NODE_ENV=development switches the production checks off: set NODE_ENV=production (and what it asks for) to serve the site there`,
  ];
}
