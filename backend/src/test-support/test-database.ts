import { Client } from 'pg';
import { TEST_DATABASE_NAME, TEST_DATABASE_URL } from './test-environment';

async function onMaintenanceDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops and recreates the backend's test database, so each spec file starts from an empty schema. */
export async function recreateTestDatabase(name = TEST_DATABASE_NAME): Promise<void> {
  await onMaintenanceDatabase(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
}

export async function dropTestDatabase(name: string): Promise<void> {
  await onMaintenanceDatabase((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Runs one query on the test database with a short-lived connection. */
export async function queryTestDatabase<T extends Record<string, unknown>>(
  sql: string,
  parameters: unknown[] = [],
  url = TEST_DATABASE_URL,
): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, parameters)).rows;
  } finally {
    await client.end();
  }
}
