import type { Logger } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { backendDataSourceOptions } from '../database/data-source-options';
import { uniqueClientAddress } from '../test-support/network';
import { startTestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { TEST_DATABASE_URL, TEST_SITE_ORIGIN, testEnvironment } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';
import { resolveAdminSecrets } from './admin-secrets';

const recordingLogger = () => {
  const warnings: string[] = [];
  return { warnings, logger: { warn: (message: string) => warnings.push(message) } as unknown as Logger };
};

describe('resolveAdminSecrets', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    dataSource = await new DataSource({ ...backendDataSourceOptions(TEST_DATABASE_URL), migrationsRun: true }).initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('uses the configured password and secret, stores nothing and logs nothing', async () => {
    const { warnings, logger } = recordingLogger();
    const secrets = await resolveAdminSecrets(
      testEnvironment({ ADMIN_PASSWORD: 'configured', SESSION_SECRET: 'configured-secret' }),
      dataSource,
      logger,
    );
    expect(secrets).toEqual({ adminPassword: 'configured', sessionSecret: 'configured-secret' });
    expect(warnings).toEqual([]);
    expect(await queryTestDatabase('SELECT name FROM app_secrets')).toEqual([]);
  });

  it('without settings, generates both once and every later caller (another replica, a restart) gets the same', async () => {
    const environment = testEnvironment({ NODE_ENV: 'development', ADMIN_PASSWORD: '', SESSION_SECRET: '' });
    const first = recordingLogger();
    const replicas = await Promise.all([
      resolveAdminSecrets(environment, dataSource, first.logger),
      resolveAdminSecrets(environment, dataSource, recordingLogger().logger),
    ]);
    const restart = await resolveAdminSecrets(environment, dataSource, recordingLogger().logger);
    expect(replicas[0].adminPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(replicas[0].sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(replicas[1]).toEqual(replicas[0]);
    expect(restart).toEqual(replicas[0]);
    expect(first.warnings).toHaveLength(1);
    expect(first.warnings[0]).toContain(replicas[0].adminPassword);
    expect(await queryTestDatabase('SELECT name FROM app_secrets ORDER BY name')).toEqual([
      { name: 'admin_password' },
      { name: 'session_secret' },
    ]);
  });
});

describe('two replicas started without ADMIN_PASSWORD and SESSION_SECRET', () => {
  it('agree: a sign-in on one is a session on the other', async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    const unset = { NODE_ENV: 'development', ADMIN_PASSWORD: '', SESSION_SECRET: '' };
    const [replicaA, replicaB] = await Promise.all([startTestApp(unset), startTestApp(unset)]);
    try {
      const [{ value: password }] = await queryTestDatabase<{ value: string }>(
        "SELECT value FROM app_secrets WHERE name = 'admin_password'",
      );
      const login = await request(replicaA.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', uniqueClientAddress())
        .set('Origin', TEST_SITE_ORIGIN)
        .send({ password })
        .expect(204);
      const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      await request(replicaB.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
      await request(replicaB.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', uniqueClientAddress())
        .set('Origin', TEST_SITE_ORIGIN)
        .send({ password })
        .expect(204);
    } finally {
      await Promise.all([replicaA.app.close(), replicaB.app.close()]);
    }
  });
});
