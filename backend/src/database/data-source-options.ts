import { MIGRATIONS, postgresOptions } from '@rebound/shared/node';
import type { DataSourceOptions } from 'typeorm';

/** The backend's connection: the shared options (every entity) plus the migrations (run by the backend only). */
export function backendDataSourceOptions(databaseUrl: string): DataSourceOptions {
  return { ...postgresOptions(databaseUrl), migrations: MIGRATIONS } as DataSourceOptions;
}
