import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Environment, postgresOptions } from '@rebound/shared/node';
import { DataSource } from 'typeorm';
import { type WaitForServiceOptions, waitForService } from './wait-for-service';

/** The worker's PostgreSQL pool, opened with back-off once the worker starts and closed last on shutdown. */
@Injectable()
export class PostgresConnection implements OnApplicationShutdown {
  private current: DataSource | undefined;

  constructor(private readonly environment: Environment) {}

  /** Waits until PostgreSQL accepts the pool (a new attempt with back-off after each failure). */
  async connect(wait: WaitForServiceOptions): Promise<DataSource> {
    this.current = await waitForService('postgres', () => this.open(), wait);
    return this.current;
  }

  /** Rejects until connected, then whenever PostgreSQL does not answer. */
  async ping(): Promise<unknown> {
    if (!this.current?.isInitialized) throw new Error('not connected yet');
    return this.current.query('SELECT 1');
  }

  /** A query on the pool; rejects until connected. */
  async query<Row>(sql: string, parameters: unknown[] = []): Promise<Row[]> {
    if (!this.current?.isInitialized) throw new Error('not connected yet');
    return this.current.query<Row[]>(sql, parameters);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.current?.isInitialized) await this.current.destroy();
    this.current = undefined;
  }

  /** Each running job holds a connection (and its lead's row lock) while its mail is sent; one more serves /health. */
  private async open(): Promise<DataSource> {
    const options = postgresOptions(this.environment.DATABASE_URL);
    const dataSource = new DataSource({ ...options, extra: { ...options.extra, max: this.environment.WORKER_CONCURRENCY + 1 } });
    try {
      return await dataSource.initialize();
    } catch (error) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      throw error;
    }
  }
}
