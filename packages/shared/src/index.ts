// @rebound/shared: the contract every tier agrees on, safe for the browser. Plain values, types and
// pure functions only; nothing here imports a package or a Node module (entry-boundaries.spec.ts).
export * from './api-types';
export * from './blog-api-types';
export * from './blog-cover';
export * from './blog-words';
export * from './confirm-mail-pacing';
export * from './form-result';
export * from './interest-form-result';
export * from './language-path';
export * from './languages';
export * from './lead-notification-status';
export * from './lead-retention';
export * from './newsletter-retention';
export * from './newsletter-send-types';
export * from './staff-roles';
export * from './text-rules';
export * from './throttle-limits';
export * from './upstream-keep-alive';
