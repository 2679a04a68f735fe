import { InterestLead, MIGRATIONS, postgresOptions } from '@rebound/shared/node';
import { namespacedDatabaseName } from '@rebound/shared/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

export const TEST_DATABASE_NAME = namespacedDatabaseName('rebound_test_worker');
export const TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${TEST_DATABASE_NAME}`;

/**
 * Creates the worker's own test database if missing and rebuilds its schema from scratch with the
 * backend's migrations, so the worker is tested against exactly the table production has.
 */
export async function prepareTestDatabase(): Promise<DataSource> {
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEST_DATABASE_NAME]);
    if (existing.rowCount === 0) await admin.query(`CREATE DATABASE ${TEST_DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  const migrator = await new DataSource({ ...postgresOptions(TEST_DATABASE_URL), migrations: MIGRATIONS }).initialize();
  try {
    // The whole schema, not TypeORM's dropSchema: that leaves functions behind (the blog trigger's), and the next run's migration trips on them.
    await migrator.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await migrator.runMigrations();
  } finally {
    await migrator.destroy();
  }
  return new DataSource(postgresOptions(TEST_DATABASE_URL)).initialize();
}

export interface TestLead {
  name?: string;
  email?: string;
  message?: string | null;
  createdAt?: Date;
}

/** Stores a lead the way the backend does (through the shared entity) and returns it. */
export async function insertLead(dataSource: DataSource, lead: TestLead = {}): Promise<InterestLead> {
  const repository = dataSource.getRepository(InterestLead);
  const saved = await repository.save(
    repository.create({
      name: lead.name ?? 'Sanne de Vries',
      email: lead.email ?? 'sanne@example.nl',
      message: lead.message === undefined ? 'I coach boxing for teenagers in Weert.\nCan we try a bag?' : lead.message,
      ...(lead.createdAt ? { createdAt: lead.createdAt } : {}),
    }),
  );
  return repository.findOneByOrFail({ id: saved.id });
}

export async function notifiedAt(dataSource: DataSource, leadId: string): Promise<Date | null> {
  const rows: Array<{ notified_at: Date | null }> = await dataSource.query('SELECT notified_at FROM interest_leads WHERE id = $1', [
    leadId,
  ]);
  if (rows.length === 0) throw new Error(`lead ${leadId} does not exist`);
  return rows[0].notified_at;
}
