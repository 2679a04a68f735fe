import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { NEWSLETTER_EXPIRED_AUDIT_EVENT } from '@rebound/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminRequest } from '../auth/admin.guard';

export type AdminAuditEvent =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'leads-read'
  | 'lead-read'
  | 'leads-exported'
  | 'lead-notification-requeued'
  | 'lead-deleted'
  | 'personal-data-read'
  | 'personal-data-erased'
  | 'subscribers-read'
  | 'subscribers-exported'
  | 'subscriber-deleted'
  | 'blog-post-created'
  | 'blog-post-saved'
  | 'blog-translation-saved'
  | 'blog-translation-deleted'
  | 'blog-post-published'
  | 'blog-post-unpublished'
  | 'blog-post-deleted'
  | 'blog-version-restored'
  | 'blog-preview-link-created'
  | 'blog-cover-uploaded'
  | 'blog-newsletter-send-started'
  | 'owner-created'
  | 'account-invited'
  | 'account-changed'
  | 'account-invitation-accepted'
  | 'own-account-changed'
  | 'password-changed'
  | 'password-reset-requested'
  | 'password-reset'
  | 'sessions-ended'
  | 'audit-read'
  | 'audit-exported'
  | 'sign-in-recovery-code'
  | 'two-factor-enabled'
  | 'two-factor-requirement-changed'
  // Written by the worker's daily retention (no session, no client), listed here so the log has one vocabulary.
  | typeof NEWSLETTER_EXPIRED_AUDIT_EVENT;

/** The person an event names: their account id and their display name at the time. */
export interface AuditedAccount {
  id: string;
  displayName: string;
}

export interface AdminAuditEntry {
  event: AdminAuditEvent;
  /** Who did it; by default the signed-in person of the request (the guard put them there). */
  account?: AuditedAccount;
  /** The session's reference (AdminSession.reference); none for a failed sign-in. */
  sessionRef?: string;
  /** How many records (leads, or subscribers for the newsletter events) a read returned, an export wrote or a deletion removed: the fact, never their contents or the search. */
  recordCount?: number;
  /** The one lead, subscriber, blog post (its slug) or staff account the event is about; none for lists, exports and requests about an address, whose address is never stored. */
  targetId?: string;
}

/**
 * Writes the audit row of a change inside the change's own transaction (`manager`), with the count
 * known only once the change ran, so the change and its row commit together or not at all.
 */
export type AuditWrite = (manager: EntityManager, recordCount: number) => Promise<void>;

const MAX_USER_AGENT_LENGTH = 300;

const NOT_AUDITED = 'The change could not be written to the audit log, so nothing was changed. Please try again shortly.';

/** Writes the admin audit log (table admin_audit_events) and a log line for each entry. */
@Injectable()
export class AdminAuditService {
  private readonly logger = new Logger('AdminAudit');

  constructor(private readonly dataSource: DataSource) {}

  /** An entry of its own (reads, exports, sign-ins): written at once. */
  async record(request: AdminRequest, entry: AdminAuditEntry): Promise<void> {
    await this.insert(this.dataSource.manager, request, entry);
  }

  /**
   * The entry of a change (a deletion, a blog studio save), for the change's transaction to write. When the row cannot be written
   * the transaction rolls back (nothing deleted) and the client is told so with a 503.
   */
  within(request: AdminRequest, entry: Omit<AdminAuditEntry, 'recordCount'>): AuditWrite {
    return async (manager, recordCount) => {
      try {
        await this.insert(manager, request, { ...entry, recordCount });
      } catch (error) {
        this.logger.error(`${entry.event} not written to the audit log, so it was rolled back: ${(error as Error).message}`);
        throw new ServiceUnavailableException(NOT_AUDITED);
      }
    };
  }

  private async insert(manager: EntityManager, request: AdminRequest, entry: AdminAuditEntry): Promise<void> {
    // req.ip is the visitor's address: nginx's real_ip and Express's trusted proxy put it there.
    const clientAddress = request.ip ?? null;
    const userAgent =
      request
        .get('user-agent')
        ?.slice(0, MAX_USER_AGENT_LENGTH)
        .replace(/[^\x20-\x7e]/g, '?') ?? null;
    const account = entry.account ?? request.staffAccount;
    const sessionRef = entry.sessionRef ?? request.adminSession?.reference;
    await manager.query(
      `INSERT INTO admin_audit_events (event, session_ref, client_address, user_agent, record_count, target_id, account_id, account_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        entry.event,
        sessionRef ?? null,
        clientAddress,
        userAgent,
        entry.recordCount ?? null,
        entry.targetId ?? null,
        account?.id ?? null,
        account?.displayName ?? null,
      ],
    );
    // The account's id, not its name or address: the log lines stay free of personal data.
    const details = [
      `account=${account?.id ?? '-'}`,
      `session=${sessionRef ?? '-'}`,
      `from=${clientAddress ?? '-'}`,
      ...(entry.recordCount === undefined ? [] : [`records=${entry.recordCount}`]),
      ...(entry.targetId === undefined ? [] : [`target=${entry.targetId}`]),
    ];
    this.logger.log(`${entry.event} ${details.join(' ')}`);
  }
}
