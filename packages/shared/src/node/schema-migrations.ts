import type { MigrationInterface } from 'typeorm';
import { CreateInterestLeads1763762400000 } from './migrations/1763762400000-create-interest-leads';
import { CreateBlogPosts1763762460000 } from './migrations/1763762460000-create-blog-posts';
import { SeedBlogPosts1763762520000 } from './migrations/1763762520000-seed-blog-posts';
import { CreateAdminAuditEvents1763762580000 } from './migrations/1763762580000-create-admin-audit-events';
import { CreateAppSecrets1763762640000 } from './migrations/1763762640000-create-app-secrets';
import { AddInterestLeadIdempotencyKey1763762700000 } from './migrations/1763762700000-add-interest-lead-idempotency-key';
import { LeadDesk1763762760000 } from './migrations/1763762760000-lead-desk';
import { CreateNewsletterSubscriptions1764000000000 } from './migrations/1764000000000-create-newsletter-subscriptions';
import { NewsletterTokens1764100000000 } from './migrations/1764100000000-newsletter-tokens';
import { AuditRecordCount1764200000000 } from './migrations/1764200000000-audit-record-count';
import { NewsletterConfirmMailCount1764300000000 } from './migrations/1764300000000-newsletter-confirm-mail-count';
import { AuditTargetId1764400000000 } from './migrations/1764400000000-audit-target-id';
import { BlogStudio1764500000000 } from './migrations/1764500000000-blog-studio';
import { BlogPublishAtFromCreatedAt1764500060000 } from './migrations/1764500060000-blog-publish-at-from-created-at';
import { BlogImages1764600000000 } from './migrations/1764600000000-blog-images';
import { NewsletterSends1764700000000 } from './migrations/1764700000000-newsletter-sends';
import { StaffAccounts1764800000000 } from './migrations/1764800000000-staff-accounts';
import { StaffTwoFactor1764800060000 } from './migrations/1764800060000-staff-two-factor';

/**
 * The database's history, oldest first: one chain for the one database the backend and the worker
 * share. The backend runs it at start; the worker's tests build their schema with it; the worker
 * itself never runs it. A migration that has landed is never edited; changes come as a new one.
 */
export const MIGRATIONS: Array<new () => MigrationInterface> = [
  CreateInterestLeads1763762400000,
  CreateBlogPosts1763762460000,
  SeedBlogPosts1763762520000,
  CreateAdminAuditEvents1763762580000,
  CreateAppSecrets1763762640000,
  AddInterestLeadIdempotencyKey1763762700000,
  LeadDesk1763762760000,
  CreateNewsletterSubscriptions1764000000000,
  NewsletterTokens1764100000000,
  AuditRecordCount1764200000000,
  NewsletterConfirmMailCount1764300000000,
  AuditTargetId1764400000000,
  BlogStudio1764500000000,
  BlogPublishAtFromCreatedAt1764500060000,
  BlogImages1764600000000,
  NewsletterSends1764700000000,
  StaffAccounts1764800000000,
  StaffTwoFactor1764800060000,
];
