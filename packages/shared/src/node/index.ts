// @rebound/shared/node: what only the backend and the worker load: the environment schema and its
// production checks, the TypeORM entities and migrations, the queue contracts (bullmq, ioredis).

export * from './backup-status';
export * from './blog-image.entity';
export * from './blog-post.entity';
export * from './blog-post-studio.entities';
export * from './bull-connection';
export * from './database';
export * from './environment';
export * from './interest-lead.entity';
export * from './lead-notification.queue';
export * from './newsletter-mail.queue';
export * from './newsletter-post.queue';
export * from './newsletter-send.entities';
export * from './newsletter-subscription.entity';
export * from './newsletter-token.entity';
export { staffPasswordProblem } from './production-checks';
export * from './public-post.sql';
export * from './schema-migrations';
export * from './staff-account-tokens';
export * from './with-timeout';
