import { InterestLead, MIGRATIONS, NewsletterSubscription, NewsletterToken, postgresOptions } from '@rebound/shared/node';
import type { DataSourceOptions } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity';

/** The backend's connection: the shared options plus its own entity and the migrations (run by the backend only). */
export function backendDataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    ...postgresOptions(databaseUrl),
    entities: [InterestLead, NewsletterSubscription, NewsletterToken, BlogPost],
    migrations: MIGRATIONS,
  } as DataSourceOptions;
}
