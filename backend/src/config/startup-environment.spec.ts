import { Test } from '@nestjs/testing';
import { DEFAULT_LEAD_RETENTION_DAYS } from '@rebound/shared';
import { Environment } from '@rebound/shared/node';
import { ConfigModule } from './config.module';
import { loadEnvironmentOrExit } from './startup-environment';

class ExitCalled extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

describe('loadEnvironmentOrExit', () => {
  const exit = (code: number): never => {
    throw new ExitCalled(code);
  };

  it('prints which secret is missing and exits 1 in production', () => {
    const printed: string[] = [];
    expect(() =>
      loadEnvironmentOrExit({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }, exit, (message) => printed.push(message)),
    ).toThrow(new ExitCalled(1));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('ADMIN_PASSWORD is required in production');
    expect(printed[0]).not.toContain('SESSION_SECRET');
  });

  it('refuses a BIND_ADDRESS that is not an IP address', () => {
    const printed: string[] = [];
    expect(() =>
      loadEnvironmentOrExit({ NODE_ENV: 'development', BIND_ADDRESS: 'everywhere' }, exit, (message) => printed.push(message)),
    ).toThrow(new ExitCalled(1));
    expect(printed[0]).toContain('BIND_ADDRESS must be an IP address such as 127.0.0.1 or 0.0.0.0');
  });

  it('drains 3000 ms on SIGTERM unless SHUTDOWN_DRAIN_MS says otherwise, and refuses a drain that is no duration', () => {
    expect(loadEnvironmentOrExit({ NODE_ENV: 'development' }, exit, () => undefined).SHUTDOWN_DRAIN_MS).toBe(3000);
    expect(loadEnvironmentOrExit({ NODE_ENV: 'development', SHUTDOWN_DRAIN_MS: '0' }, exit, () => undefined).SHUTDOWN_DRAIN_MS).toBe(0);
    for (const bad of ['soon', '-1', '1.5', '30001']) {
      const printed: string[] = [];
      expect(() =>
        loadEnvironmentOrExit({ NODE_ENV: 'development', SHUTDOWN_DRAIN_MS: bad }, exit, (message) => printed.push(message)),
      ).toThrow(new ExitCalled(1));
      expect(printed[0]).toMatch(/SHUTDOWN_DRAIN_MS must be/);
    }
  });

  it.each(['0', '36501', '-5', '7.5', 'two years', '', ' ', '7e2', '0x2da'])('refuses LEAD_RETENTION_DAYS=%j, naming it', (value) => {
    const printed: string[] = [];
    expect(() =>
      loadEnvironmentOrExit({ NODE_ENV: 'development', LEAD_RETENTION_DAYS: value }, exit, (message) => printed.push(message)),
    ).toThrow(new ExitCalled(1));
    expect(printed[0]).toContain('LEAD_RETENTION_DAYS must be');
  });

  it('keeps leads 730 days unless LEAD_RETENTION_DAYS says otherwise', () => {
    expect(loadEnvironmentOrExit({ NODE_ENV: 'development' }, exit, () => undefined).LEAD_RETENTION_DAYS).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(DEFAULT_LEAD_RETENTION_DAYS).toBe(730);
    expect(
      loadEnvironmentOrExit({ NODE_ENV: 'development', LEAD_RETENTION_DAYS: ' 365 ' }, exit, () => undefined).LEAD_RETENTION_DAYS,
    ).toBe(365);
    expect(
      loadEnvironmentOrExit({ NODE_ENV: 'development', LEAD_RETENTION_DAYS: '36500' }, exit, () => undefined).LEAD_RETENTION_DAYS,
    ).toBe(36_500);
  });

  it('exits 1 naming a malformed variable', () => {
    const printed: string[] = [];
    expect(() =>
      loadEnvironmentOrExit({ NODE_ENV: 'development', REDIS_URL: 'localhost:6379' }, exit, (message) => printed.push(message)),
    ).toThrow(new ExitCalled(1));
    expect(printed[0]).toContain('REDIS_URL must be a redis:// connection string');
  });

  it('returns the environment when it is complete, and ConfigModule provides it', async () => {
    const environment = loadEnvironmentOrExit(
      {
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'a strong admin password',
        SESSION_SECRET: 's'.repeat(48),
        PUBLIC_URL: 'https://rebound.example',
        SMTP_URL: 'smtp://mailer:pw@mail.rebound.example:587',
        DATABASE_URL: 'postgres://rebound:Xk2-long-db-password@db:5432/rebound',
      },
      exit,
      () => undefined,
    );
    expect(environment).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      TRUST_PROXY: 'loopback',
      LEAD_NOTIFY_LOCALE: 'en',
      BIND_ADDRESS: '127.0.0.1',
    });
    const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(environment)] }).compile();
    expect(moduleRef.get(Environment)).toBe(environment);
  });
});
