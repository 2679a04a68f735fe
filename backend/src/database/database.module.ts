import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Environment } from '@rebound/shared/node';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { backendDataSourceOptions } from './data-source-options';
import { withMigrationLock } from './postgres-bootstrap';

/** The backend's TypeORM connection. Pending migrations run on start-up (migrationsRun), never synchronize. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [Environment],
      useFactory: (environment: Environment) => ({
        ...backendDataSourceOptions(environment.DATABASE_URL),
        migrationsRun: true,
        // main.ts has already waited for PostgreSQL; these retries only cover a blip right after.
        retryAttempts: 3,
        retryDelay: 2_000,
      }),
      dataSourceFactory: async (options?: DataSourceOptions) => {
        if (!options) throw new Error('TypeORM options are missing');
        const databaseUrl = (options as { url: string }).url;
        return withMigrationLock(databaseUrl, () => new DataSource(options).initialize());
      },
    }),
  ],
})
export class DatabaseModule {}
