import { loadEnvironment } from '@rebound/shared/node';
import { DataSource } from 'typeorm';
import { backendDataSourceOptions } from './data-source-options';

/** For the TypeORM CLI only (npm run migration:* -w backend, on the compiled dist/ file). */
export const dataSource = new DataSource(backendDataSourceOptions(loadEnvironment().DATABASE_URL));
