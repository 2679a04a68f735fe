import { Client, type QueryResultRow } from 'pg';

/** Drops and creates the database of `databaseUrl`, so each e2e run starts from an empty schema. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
}

/** The stack's PostgreSQL, for tests that check what was stored. */
export class Database {
  private client: Client | undefined;

  constructor(private readonly databaseUrl: string) {}

  async query<Row extends QueryResultRow>(sql: string, parameters: unknown[] = []): Promise<Row[]> {
    if (!this.client) {
      this.client = new Client({ connectionString: this.databaseUrl });
      await this.client.connect();
    }
    const result = await this.client.query<Row>(sql, parameters);
    return result.rows;
  }

  async close(): Promise<void> {
    await this.client?.end();
    this.client = undefined;
  }
}
