export * from './environment';
export * from './interest-lead.entity';
export * from './lead-notification.queue';
export * from './languages';
export * from './database';
export * from './api-types';
export * from './with-timeout';
export * from './text-rules';
