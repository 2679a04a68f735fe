import request from 'supertest';
import { DataSource } from 'typeorm';
import { AccountTokens } from '../accounts/account-tokens';
import { backendDataSourceOptions } from '../database/data-source-options';
import { uniqueClientAddress } from '../test-support/network';
import { startTestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { TEST_DATABASE_URL, TEST_SITE_ORIGIN, testEnvironment } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';
import { resolveAdminSecrets } from './admin-secrets';

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

  it('uses the configured password and secret and stores nothing', async () => {
    const secrets = await resolveAdminSecrets(
      testEnvironment({ ADMIN_PASSWORD: 'configured', SESSION_SECRET: 'configured-secret' }),
      dataSource,
    );
    expect(secrets).toEqual({ adminPassword: 'configured', sessionSecret: 'configured-secret' });
    expect(await queryTestDatabase('SELECT name FROM app_secrets')).toEqual([]);
  });

  it('without settings, generates the session secret once (every replica and restart gets the same) and no password', async () => {
    const environment = testEnvironment({ NODE_ENV: 'development', ADMIN_PASSWORD: '', SESSION_SECRET: '' });
    const replicas = await Promise.all([resolveAdminSecrets(environment, dataSource), resolveAdminSecrets(environment, dataSource)]);
    const restart = await resolveAdminSecrets(environment, dataSource);
    expect(replicas[0].adminPassword).toBeNull();
    expect(replicas[0].sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(replicas[1]).toEqual(replicas[0]);
    expect(restart).toEqual(replicas[0]);
    expect(await queryTestDatabase('SELECT name FROM app_secrets ORDER BY name')).toEqual([{ name: 'session_secret' }]);
  });

  it('still reads the password an earlier development start generated, so that installation keeps it', async () => {
    await queryTestDatabase("INSERT INTO app_secrets (name, value) VALUES ('admin_password', 'generated-before-accounts')");
    const secrets = await resolveAdminSecrets(testEnvironment({ NODE_ENV: 'development', ADMIN_PASSWORD: '' }), dataSource);
    expect(secrets.adminPassword).toBe('generated-before-accounts');
  });
});

describe('the first start', () => {
  beforeEach(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
  });

  const signIn = (server: Parameters<typeof request>[0], email: string, password: string) =>
    request(server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueClientAddress())
      .set('Origin', TEST_SITE_ORIGIN)
      .send({ email, password });

  it('two replicas with ADMIN_EMAIL and ADMIN_PASSWORD create one owner; a later start with another password changes nothing', async () => {
    const settings = { ADMIN_EMAIL: 'Founder@Rebound.test', ADMIN_PASSWORD: 'the founders first password' };
    const [replicaA, replicaB] = await Promise.all([startTestApp(settings), startTestApp(settings)]);
    try {
      expect(await queryTestDatabase('SELECT email, role, mail_new_leads FROM staff_accounts')).toEqual([
        { email: 'Founder@Rebound.test', role: 'owner', mail_new_leads: true },
      ]);
      const login = await signIn(replicaA.server, 'founder@rebound.test', settings.ADMIN_PASSWORD).expect(204);
      const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      await request(replicaB.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
    } finally {
      await Promise.all([replicaA.app.close(), replicaB.app.close()]);
    }
    const later = await startTestApp({ ADMIN_EMAIL: 'someone@rebound.test', ADMIN_PASSWORD: 'another password entirely' });
    try {
      expect(await queryTestDatabase('SELECT email FROM staff_accounts')).toEqual([{ email: 'Founder@Rebound.test' }]);
      await signIn(later.server, 'someone@rebound.test', 'another password entirely').expect(401);
      await signIn(later.server, 'founder@rebound.test', settings.ADMIN_PASSWORD).expect(204);
    } finally {
      await later.app.close();
    }
  });

  it('an installation of the shared-password release (ADMIN_PASSWORD only) gets its owner under the first LEAD_NOTIFY_TO address', async () => {
    const app = await startTestApp({
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: 'the shared staff password',
      LEAD_NOTIFY_TO: 'desk@rebound.test, other@rebound.test',
    });
    try {
      await signIn(app.server, 'desk@rebound.test', 'the shared staff password').expect(204);
    } finally {
      await app.app.close();
    }
  });

  it('without ADMIN_PASSWORD logs a setup link that creates the owner once, and only within its hour', async () => {
    const app = await startTestApp({ NODE_ENV: 'development', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      expect(await queryTestDatabase('SELECT id FROM staff_accounts')).toEqual([]);
      const [{ count }] = await queryTestDatabase<{ count: number }>(
        "SELECT count(*)::int AS count FROM staff_account_tokens WHERE purpose = 'setup' AND expires_at BETWEEN now() + interval '59 minutes' AND now() + interval '61 minutes'",
      );
      expect(count).toBe(1);
      // The token itself is only in the log line; the test makes one of its own the same way to use it.
      const token = await app.app.get(AccountTokens).issue('setup', null);
      const setup = (body: object) =>
        request(app.server)
          .post('/api/auth/setup')
          .set('X-Forwarded-For', uniqueClientAddress())
          .set('Origin', TEST_SITE_ORIGIN)
          .send(body);
      const owner = { token, email: 'first@rebound.test', displayName: 'First Owner', language: 'fr', password: 'a strong first password' };
      await setup({ ...owner, password: 'password1234' }).expect(400);
      await setup(owner).expect(204);
      await setup({ ...owner, email: 'second@rebound.test' }).expect(410);
      expect(await queryTestDatabase('SELECT email, display_name, role, language FROM staff_accounts')).toEqual([
        { email: 'first@rebound.test', display_name: 'First Owner', role: 'owner', language: 'fr' },
      ]);
      await signIn(app.server, 'first@rebound.test', owner.password).expect(204);
    } finally {
      await app.app.close();
    }
  });
});
