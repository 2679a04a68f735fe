import type { Logger } from '@nestjs/common';
import { testEnvironment } from '../test-support/test-environment';
import { resolveAdminSecrets } from './admin-secrets';

describe('resolveAdminSecrets', () => {
  const recordingLogger = () => {
    const warnings: string[] = [];
    return { warnings, logger: { warn: (message: string) => warnings.push(message) } as unknown as Logger };
  };

  it('uses the configured password and secret and logs nothing', () => {
    const { warnings, logger } = recordingLogger();
    const secrets = resolveAdminSecrets(testEnvironment({ ADMIN_PASSWORD: 'configured', SESSION_SECRET: 'configured-secret' }), logger);
    expect(secrets).toEqual({ adminPassword: 'configured', sessionSecret: 'configured-secret' });
    expect(warnings).toEqual([]);
  });

  it('in development, makes up a random password (logged once) and a random secret per process', () => {
    const { warnings, logger } = recordingLogger();
    const environment = testEnvironment({ NODE_ENV: 'development', ADMIN_PASSWORD: '', SESSION_SECRET: '' });
    const first = resolveAdminSecrets(environment, logger);
    const second = resolveAdminSecrets(environment, recordingLogger().logger);
    expect(first.adminPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.adminPassword).not.toBe(second.adminPassword);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.sessionSecret).not.toBe(second.sessionSecret);
    expect(warnings).toEqual([`ADMIN_PASSWORD is not set; the admin password for this run is: ${first.adminPassword}`]);
  });
});
