import { randomUUID } from 'node:crypto';
import { type Environment, loadEnvironment } from '@rebound/shared/node';
import { namespacedRedisUrl } from '@rebound/shared/testing';
import { TEST_DATABASE_URL } from './test-database';

/** Redis logical database 2 (plus REBOUND_TEST_REDIS_DB_BASE) belongs to the worker's tests (backend 1, e2e 3). */
export const TEST_REDIS_URL = namespacedRedisUrl(2);
export const TEST_STAFF = ['staff-one@rebound.test', 'staff-two@rebound.test'];
export const TEST_PUBLIC_URL = 'https://rebound.test';
export const TEST_MAIL_FROM = 'Rebound <no-reply@rebound.test>';

/** A BullMQ key prefix no other test run shares, so parallel runs never see each other's jobs. */
export function uniqueQueuePrefix(): string {
  return `rebound-worker-test-${randomUUID()}`;
}

/** The validated environment the worker would load, pointed at the test services. */
export function testEnvironment(overrides: Record<string, string> = {}): Environment {
  return loadEnvironment({
    NODE_ENV: 'test',
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    SMTP_URL: '',
    MAIL_FROM: TEST_MAIL_FROM,
    LEAD_NOTIFY_TO: TEST_STAFF.join(', '),
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...overrides,
  });
}
