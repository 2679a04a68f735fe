import type { DataSourceOptions } from 'typeorm';
import { InterestLead } from './interest-lead.entity';
import { NewsletterSubscription } from './newsletter-subscription.entity';
import { NewsletterToken } from './newsletter-token.entity';

/** Connection options shared by backend and worker; the blog's entity is added by the backend. */
export function postgresOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [InterestLead, NewsletterSubscription, NewsletterToken],
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension has to be installed.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    // Fail a hung query instead of holding a request (or a job) forever.
    extra: { connectionTimeoutMillis: 5_000, statement_timeout: 15_000, max: 10 },
  };
}
