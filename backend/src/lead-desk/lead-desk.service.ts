import { ConflictException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { LeadDetailDto } from '@rebound/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditWrite } from '../audit/admin-audit.service';
import { AdminSecrets } from '../auth/admin-secrets';
import { KeysetCursorCodec } from '../common/keyset-cursor';
import { keysetBatches, keysetPage } from '../common/keyset-paging';
import { LeadNotificationProducer } from '../lead-queue/lead-notification.producer';
import { LEAD_ORDER, type LeadFilter, leadList } from './lead-filter.sql';
import { LEAD_COLUMNS, type LeadRow, toLeadDetailDto } from './lead-rows';

export interface LeadPage {
  leads: LeadDetailDto[];
  /** Leads matching the filters, on every page together. */
  total: number;
  /** The cursor of the next page, when there is one. */
  nextCursor?: string;
}

/** Leads read per query while exporting: memory stays flat whatever the number of leads. */
export const LEAD_EXPORT_BATCH_SIZE = 500;

const QUEUE_UNAVAILABLE = 'The notification queue is unavailable right now; nothing was changed. Please try again shortly.';

/** The staff's desk over the leads: paged search, one lead, send again and deletion. */
@Injectable()
export class LeadDeskService {
  private readonly logger = new Logger(LeadDeskService.name);
  private readonly cursors: KeysetCursorCodec;

  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: LeadNotificationProducer,
    secrets: AdminSecrets,
  ) {
    this.cursors = new KeysetCursorCodec(secrets.sessionSecret);
  }

  /** One page, newest first, walked by keyset (never OFFSET), with the total of the search. */
  async page(filter: LeadFilter, limit: number, cursor?: string): Promise<LeadPage> {
    const { rows, total, nextCursor } = await keysetPage(this.dataSource, leadList(filter), this.cursors, limit, cursor);
    return { leads: rows.map(toLeadDetailDto), total, nextCursor };
  }

  /** Every lead matching the filters, newest first, a batch at a time. */
  async *matching(filter: LeadFilter, batchSize = LEAD_EXPORT_BATCH_SIZE): AsyncGenerator<LeadDetailDto[]> {
    for await (const rows of keysetBatches(this.dataSource, leadList(filter), batchSize)) yield rows.map(toLeadDetailDto);
  }

  async detail(id: string): Promise<LeadDetailDto> {
    const [row] = await this.dataSource.query<LeadRow[]>(`SELECT ${LEAD_COLUMNS} FROM interest_leads WHERE id = $1`, [id]);
    if (!row) throw new NotFoundException('No lead with this id');
    return toLeadDetailDto(row);
  }

  /** Leads of one address, matched case-insensitively (the personal-data index). */
  async byEmail(email: string): Promise<LeadDetailDto[]> {
    const rows = await this.dataSource.query<LeadRow[]>(
      `SELECT ${LEAD_COLUMNS} FROM interest_leads WHERE lower(email) = lower($1) ${LEAD_ORDER}`,
      [email],
    );
    return rows.map(toLeadDetailDto);
  }

  /**
   * Queues the staff mail again for a lead whose mail is not sent: a fresh job with all its retries,
   * and the failed state cleared (the attempts made so far stay counted). A Redis outage answers 503
   * with the failed state put back, so nothing has changed.
   */
  async sendAgain(id: string): Promise<void> {
    // The failure is cleared before the job exists: a worker that took the job while this UPDATE held
    // the row would skip it as locked by another worker, and the mail would never go.
    const cleared = await this.dataSource.query<[Array<{ failed_at: Date | null }>, number]>(
      `UPDATE interest_leads AS lead SET notify_failed_at = NULL
         FROM (SELECT id, notify_failed_at AS failed_at FROM interest_leads WHERE id = $1 AND notified_at IS NULL FOR UPDATE) AS before
        WHERE lead.id = before.id
        RETURNING before.failed_at`,
      [id],
    );
    const [before] = cleared[0];
    if (!before) {
      const [lead] = await this.dataSource.query<Array<{ id: string }>>('SELECT id FROM interest_leads WHERE id = $1', [id]);
      if (!lead) throw new NotFoundException('No lead with this id');
      throw new ConflictException('The staff mail for this lead has already been sent');
    }
    await this.notifications.requeue(id).catch(async (error: Error) => {
      this.logger.warn(`Send again for lead ${id} failed: ${error.message}`);
      // Nothing changed after all: the desk shows the failure as before.
      await this.dataSource.query(
        'UPDATE interest_leads SET notify_failed_at = $2 WHERE id = $1 AND notified_at IS NULL AND notify_failed_at IS NULL',
        [id, before.failed_at],
      );
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
    });
  }

  /**
   * Deletes one lead from PostgreSQL and its job from the queue, and writes its audit row in the same
   * transaction: both happen, or neither.
   */
  async delete(id: string, audit: AuditWrite): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const deleted = await this.deleteWithJobs(manager, 'SELECT id FROM interest_leads WHERE id = $1', [id]);
      if (deleted === 0) throw new NotFoundException('No lead with this id');
      await audit(manager, deleted);
    });
  }

  /** Deletes every lead of one address (case-insensitive) with their jobs, within the caller's transaction; how many went. */
  deleteByEmail(email: string, manager: EntityManager): Promise<number> {
    return this.deleteWithJobs(manager, 'SELECT id FROM interest_leads WHERE lower(email) = lower($1)', [email]);
  }

  /**
   * Jobs go first (Redis down: 503, nothing deleted), then the rows; the jobs of the deleted rows are
   * removed once more, since the backend's sweep may have queued a lead in between. Should the
   * transaction roll back after all (its audit row failed), a lead left without its job is queued
   * again by that sweep until its mail is sent.
   */
  private async deleteWithJobs(manager: EntityManager, selectIds: string, parameters: unknown[]): Promise<number> {
    const found = await manager.query<Array<{ id: string }>>(selectIds, parameters);
    await this.notifications.removeJobs(found.map((row) => row.id)).catch((error: Error) => {
      this.logger.warn(`Deleting leads stopped before any was deleted: ${error.message}`);
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
    });
    const deleted = await manager.query<[Array<{ id: string }>, number]>(
      `DELETE FROM interest_leads WHERE id IN (${selectIds}) RETURNING id`,
      parameters,
    );
    const deletedIds = deleted[0].map((row) => row.id);
    await this.notifications.removeJobs(deletedIds).catch((error: Error) => {
      // Only a job queued in the last moment can be left; it finds no lead and ends as skipped.
      this.logger.warn(`Leads deleted, but removing their queue jobs again failed: ${error.message}`);
    });
    return deletedIds.length;
  }
}
