import { type Environment, loadEnvironment } from '@rebound/shared/node';
import { namespacedDatabaseName, namespacedRedisUrl } from '@rebound/shared/testing';

/** The backend's own test database and Redis logical DB (worker tests use db 2, e2e db 3, each plus the base; db 0 is never touched). */
export const TEST_DATABASE_NAME = namespacedDatabaseName('rebound_test_backend');
export const TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${TEST_DATABASE_NAME}`;
export const TEST_REDIS_URL = namespacedRedisUrl(1);
export const TEST_ADMIN_PASSWORD = 'tyre bag punches 2,500N';
/** The owner's address: with TEST_ADMIN_PASSWORD the first start makes the owner's account of it. */
export const TEST_ADMIN_EMAIL = 'owner@rebound.test';
/** PUBLIC_URL of a test app, so also the Origin its own pages would send (staff calls must carry it). */
export const TEST_SITE_ORIGIN = 'http://localhost:8080';

/** A validated environment for one test app, built from these values only (never from the shell's variables). */
export function testEnvironment(overrides: Record<string, string> = {}): Environment {
  return loadEnvironment(
    {
      NODE_ENV: 'test',
      DATABASE_URL: TEST_DATABASE_URL,
      REDIS_URL: TEST_REDIS_URL,
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SESSION_SECRET: 'test-session-secret-of-at-least-32-characters',
      PUBLIC_URL: TEST_SITE_ORIGIN,
      ...overrides,
    },
    { requireSecrets: true },
  );
}
