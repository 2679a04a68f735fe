import { namespacedDatabaseName, namespacedRedisUrl } from './test-namespace';

describe('test namespaces', () => {
  it('appends the namespace to a database name and refuses one that could break out of it', () => {
    expect(namespacedDatabaseName('rebound_test_backend', { REBOUND_TEST_NAMESPACE: '_mine' })).toBe('rebound_test_backend_mine');
    expect(() => namespacedDatabaseName('rebound_test_backend', { REBOUND_TEST_NAMESPACE: 'x; DROP' })).toThrow(/a-z, 0-9 and _/);
  });

  it('moves the Redis db by the base, on the shared server unless another is named', () => {
    expect(namespacedRedisUrl(1, {})).toBe('redis://127.0.0.1:6379/1');
    expect(namespacedRedisUrl(2, { REBOUND_TEST_REDIS_DB_BASE: '8' })).toBe('redis://127.0.0.1:6379/10');
    expect(namespacedRedisUrl(3, { REBOUND_TEST_REDIS_URL: 'redis://127.0.0.1:6391', REBOUND_TEST_REDIS_DB_BASE: '4' })).toBe(
      'redis://127.0.0.1:6391/7',
    );
  });
});
