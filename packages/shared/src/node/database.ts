import type { DataSourceOptions } from 'typeorm';
import { BlogImage } from './blog-image.entity';
import { BlogPost } from './blog-post.entity';
import { BlogPostRedirect, BlogPostTranslation, BlogPostVersion } from './blog-post-studio.entities';
import { InterestLead } from './interest-lead.entity';
import { NewsletterSend, NewsletterSendRecipient } from './newsletter-send.entities';
import { NewsletterSubscription } from './newsletter-subscription.entity';
import { NewsletterToken } from './newsletter-token.entity';

/** Connection options shared by backend and worker (the worker will read posts to send them to the newsletter). */
export function postgresOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [
      InterestLead,
      NewsletterSubscription,
      NewsletterToken,
      BlogPost,
      BlogPostTranslation,
      BlogPostVersion,
      BlogPostRedirect,
      BlogImage,
      NewsletterSend,
      NewsletterSendRecipient,
    ],
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension has to be installed.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    // Fail a hung query instead of holding a request (or a job) forever.
    extra: { connectionTimeoutMillis: 5_000, statement_timeout: 15_000, max: 10 },
  };
}
