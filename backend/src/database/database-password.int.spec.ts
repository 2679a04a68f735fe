import { randomBytes } from 'node:crypto';
import { loadEnvironment } from '@rebound/shared/node';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { backendDataSourceOptions } from './data-source-options';
import { waitForPostgres } from './postgres-bootstrap';

// Compose passes POSTGRES_PASSWORD as DATABASE_PASSWORD, apart from DATABASE_URL. A password such as
// `openssl rand -base64` gives (`/`, `+`, `=`) or with `#`, `?`, `@`, `%` must reach PostgreSQL
// through the backend's own path: loadEnvironment, the start-up wait, TypeORM.
const PASSWORD = `Zq/8+x=#k?${randomBytes(6).toString('base64')}@p:%41 `;
const ROLE = `rebound_test_pw_${randomBytes(5).toString('hex')}`;
const SUPERUSER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function asSuperuser(sql: string): Promise<void> {
  const client = new Client({ connectionString: SUPERUSER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

describe('a database password with / # ? @ % in it', () => {
  beforeAll(() => asSuperuser(`CREATE ROLE ${ROLE} LOGIN PASSWORD ${quoteLiteral(PASSWORD)}`));
  afterAll(() => asSuperuser(`DROP ROLE IF EXISTS ${ROLE}`));

  it('connects through the backend configuration when given apart from the URL', async () => {
    const environment = loadEnvironment({
      NODE_ENV: 'test',
      DATABASE_URL: `postgres://${ROLE}@127.0.0.1:5432/postgres`,
      DATABASE_PASSWORD: PASSWORD,
    });
    const warnings: string[] = [];
    await waitForPostgres(environment.DATABASE_URL, { log: () => undefined, warn: (line: string) => warnings.push(line) });
    expect(warnings).toEqual([]);

    const dataSource = await new DataSource(backendDataSourceOptions(environment.DATABASE_URL)).initialize();
    try {
      expect(await dataSource.query('SELECT current_user AS role')).toEqual([{ role: ROLE }]);
    } finally {
      await dataSource.destroy();
    }

    // The test server trusts connections from 127.0.0.1 and never asks for the password, so also
    // check that the password node-postgres would send is exactly the role's, not a mangled one.
    const client = new Client({ connectionString: environment.DATABASE_URL });
    expect([client.user, client.password]).toEqual([ROLE, PASSWORD]);
  });
});
