import { Injectable } from '@nestjs/common';
import type { AuditEntryView } from '@rebound/shared';
import { DataSource } from 'typeorm';
import type { AuditFilterQuery } from './audit-log.query';

const COLUMNS = `id::text AS id, occurred_at AS "occurredAt", event, account_id AS "accountId", account_name AS "accountName",
  session_ref AS "sessionRef", client_address AS "clientAddress", user_agent AS "userAgent", record_count AS "recordCount", target_id AS "targetId"`;

interface AuditRow extends Omit<AuditEntryView, 'occurredAt'> {
  occurredAt: Date;
}

const toView = (row: AuditRow): AuditEntryView => ({ ...row, occurredAt: row.occurredAt.toISOString() });

/** Reads the audit log (admin_audit_events) newest first, by id: rows are only ever added, so an id is a stable place to go on from. */
@Injectable()
export class AuditLogService {
  constructor(private readonly dataSource: DataSource) {}

  private where(filter: AuditFilterQuery, before?: string): { sql: string; parameters: unknown[] } {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    const add = (condition: string, value: unknown) => {
      parameters.push(value);
      conditions.push(condition.replace('?', `$${parameters.length}`));
    };
    if (filter.account !== undefined) add('account_id = ?', filter.account);
    if (filter.event !== undefined) add('event = ?', filter.event);
    if (filter.from !== undefined) add('occurred_at >= ?', filter.from);
    if (filter.to !== undefined) add('occurred_at < ?', filter.to);
    if (before !== undefined) add('id < ?', before);
    return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
  }

  async page(filter: AuditFilterQuery, limit: number, before?: string): Promise<{ entries: AuditEntryView[]; nextBefore: string | null }> {
    const where = this.where(filter, before);
    const rows = await this.dataSource.query<AuditRow[]>(
      `SELECT ${COLUMNS} FROM admin_audit_events ${where.sql} ORDER BY id DESC LIMIT ${limit + 1}`,
      where.parameters,
    );
    const entries = rows.slice(0, limit).map(toView);
    return { entries, nextBefore: rows.length > limit ? entries[entries.length - 1].id : null };
  }

  /** Every matching row, newest first, a batch at a time (the export). */
  async *matching(filter: AuditFilterQuery, batchSize = 500): AsyncGenerator<AuditEntryView[]> {
    let before: string | undefined;
    for (;;) {
      const { entries, nextBefore } = await this.page(filter, batchSize, before);
      if (entries.length > 0) yield entries;
      if (nextBefore === null) return;
      before = nextBefore;
    }
  }
}
