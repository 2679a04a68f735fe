import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from './test-environment';

/** Empties the backend's test Redis DB; refuses any URL that is not a non-zero logical DB. */
export async function flushTestRedis(url = TEST_REDIS_URL): Promise<void> {
  const database = Number(new URL(url).pathname.slice(1) || '0');
  if (!(database > 0)) throw new Error(`Refusing to flush Redis DB ${database} (${url})`);
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}
