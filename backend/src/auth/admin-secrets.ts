import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Environment } from '../shared/environment';

/** The admin password and the cookie-signing secret this process uses. */
export class AdminSecrets {
  constructor(
    readonly adminPassword: string,
    readonly sessionSecret: string,
  ) {}
}

/**
 * Production always has both (loadEnvironment refuses to start without them). In development an unset
 * ADMIN_PASSWORD becomes a random one, printed once, and an unset SESSION_SECRET a random one per process.
 */
export function resolveAdminSecrets(environment: Environment, logger = new Logger('AdminAuth')): AdminSecrets {
  let adminPassword = environment.ADMIN_PASSWORD ?? '';
  if (adminPassword === '') {
    adminPassword = randomBytes(12).toString('base64url');
    logger.warn(`ADMIN_PASSWORD is not set; the admin password for this run is: ${adminPassword}`);
  }
  const sessionSecret = environment.SESSION_SECRET || randomBytes(32).toString('base64url');
  return new AdminSecrets(adminPassword, sessionSecret);
}
