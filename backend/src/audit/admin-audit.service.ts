import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { NEWSLETTER_EXPIRED_AUDIT_EVENT } from '../shared/newsletter-retention';

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
  // Written by the worker's daily retention (no session, no client), listed here so the log has one vocabulary.
  | typeof NEWSLETTER_EXPIRED_AUDIT_EVENT;

export interface AdminAuditEntry {
  event: AdminAuditEvent;
  /** The session's reference (AdminSession.reference); none for a failed sign-in. */
  sessionRef?: string;
  /** How many records (leads, or subscribers for the newsletter events) a read returned, an export wrote or a deletion removed: the fact, never their contents or the search. */
  recordCount?: number;
}

const MAX_USER_AGENT_LENGTH = 300;

/** Writes the admin audit log (table admin_audit_events) and a log line for each entry. */
@Injectable()
export class AdminAuditService {
  private readonly logger = new Logger('AdminAudit');

  constructor(private readonly dataSource: DataSource) {}

  async record(request: Request, entry: AdminAuditEntry): Promise<void> {
    // req.ip is the visitor's address: nginx's real_ip and Express's trusted proxy put it there.
    const clientAddress = request.ip ?? null;
    const userAgent = request.get('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH).replace(/[^\x20-\x7e]/g, '?') ?? null;
    this.logger.log(`${entry.event} session=${entry.sessionRef ?? '-'} from=${clientAddress ?? '-'}${entry.recordCount === undefined ? '' : ` records=${entry.recordCount}`}`);
    await this.dataSource.query(
      'INSERT INTO admin_audit_events (event, session_ref, client_address, user_agent, record_count) VALUES ($1, $2, $3, $4, $5)',
      [entry.event, entry.sessionRef ?? null, clientAddress, userAgent, entry.recordCount ?? null],
    );
  }
}
