import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  CONFIRM_MAIL_GAPS_MS,
  type LanguageCode,
  MAX_CONFIRM_MAILS,
  type NewsletterStatus,
  type NewsletterSubscriberDto,
} from '@rebound/shared';
import { hashNewsletterToken, NEWSLETTER_TOKEN_PATTERN } from '@rebound/shared/node';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditWrite } from '../audit/admin-audit.service';
import { AdminSecrets } from '../auth/admin-secrets';
import { KeysetCursorCodec, type KeysetPosition } from '../common/keyset-cursor';
import { type KeysetList, keysetBatches, keysetPage, type SqlQuery } from '../common/keyset-paging';
import { NewsletterMailProducer } from './newsletter-mail.producer';
import { SUBSCRIBER_COLUMNS, SUBSCRIBER_ORDER, type SubscriberRow, toSubscriberDto } from './newsletter-rows';

export interface SubscriberPage {
  subscribers: NewsletterSubscriberDto[];
  /** Subscribers matching the filter, on every page together. */
  total: number;
  nextCursor?: string;
}

/** Subscribers read per query while exporting: memory stays flat whatever the size of the list. */
export const SUBSCRIBER_EXPORT_BATCH_SIZE = 500;

/** The newsletter list: double opt-in for visitors, the list, export and deletion for staff. */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);
  private readonly cursors: KeysetCursorCodec;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mails: NewsletterMailProducer,
    secrets: AdminSecrets,
  ) {
    this.cursors = new KeysetCursorCodec(secrets.sessionSecret);
  }

  /**
   * A new address is stored as pending; a pending one takes the new language. Either gets a
   * confirmation mail, spaced out and capped per address (confirm-mail-pacing.ts); a confirmed address
   * is left alone. One statement, so two requests at once make one row and at most one mail. The
   * caller answers the same in every case. If Redis does not take the job, the sweep queues it later.
   */
  async subscribe(email: string, language: LanguageCode): Promise<void> {
    // The gap before the next mail is the one after the count so far (PostgreSQL arrays start at 1).
    const rows = await this.dataSource.query<Array<{ id: string; last_mail_requested_at: Date }>>(
      `INSERT INTO newsletter_subscriptions AS subscription (email, language, last_mail_requested_at, confirm_mail_pending, confirm_mails_requested)
       VALUES ($1, $2, now(), true, 1)
       ON CONFLICT (lower(email)) DO UPDATE
         SET language = EXCLUDED.language, last_mail_requested_at = now(), confirm_mail_pending = true,
             confirm_mails_requested = subscription.confirm_mails_requested + 1
         WHERE subscription.status = 'pending'
           AND subscription.confirm_mails_requested < $4
           AND (subscription.last_mail_requested_at IS NULL
                OR subscription.last_mail_requested_at <= now() - make_interval(secs => ($3::float8[])[subscription.confirm_mails_requested]))
       RETURNING id, last_mail_requested_at`,
      [email, language, CONFIRM_MAIL_GAPS_MS.map((gap) => gap / 1000), MAX_CONFIRM_MAILS],
    );
    const mailRequest = rows[0];
    if (!mailRequest) return;
    try {
      await this.mails.enqueue(mailRequest.id, mailRequest.last_mail_requested_at);
    } catch (error) {
      this.logger.warn(
        `Subscription ${mailRequest.id} stored but its confirmation mail not queued (${(error as Error).message}); the sweep will queue it`,
      );
    }
  }

  /**
   * Confirms the subscription whose unexpired confirmation token this is (any mail's, not only the
   * newest); the first confirmation's time stays the consent time. False for a token nobody has (or
   * had, before it expired).
   */
  async confirm(token: string): Promise<boolean> {
    if (!NEWSLETTER_TOKEN_PATTERN.test(token)) return false;
    const rows = await this.dataSource.query<[unknown[], number]>(
      `UPDATE newsletter_subscriptions AS subscription
          SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()), confirm_mail_pending = false
         FROM newsletter_tokens AS token
        WHERE token.token_hash = $1 AND token.purpose = 'confirm' AND token.expires_at > now() AND subscription.id = token.subscription_id
        RETURNING subscription.id`,
      [hashNewsletterToken(token)],
    );
    return rows[1] > 0;
  }

  /** Removes the subscription (and its tokens) this unsubscribe token of any of its mails belongs to; an unknown token changes nothing (and the caller says the same). */
  async unsubscribe(token: string): Promise<void> {
    if (!NEWSLETTER_TOKEN_PATTERN.test(token)) return;
    await this.dataSource.query(
      `DELETE FROM newsletter_subscriptions WHERE id = (SELECT subscription_id FROM newsletter_tokens WHERE token_hash = $1 AND purpose = 'unsubscribe')`,
      [hashNewsletterToken(token)],
    );
  }

  /** One page of the staff's list, newest request first, walked by keyset, with the total of the filter. */
  async page(status: NewsletterStatus | undefined, limit: number, cursor?: string): Promise<SubscriberPage> {
    const { rows, total, nextCursor } = await keysetPage(this.dataSource, subscriberList(status), this.cursors, limit, cursor);
    return { subscribers: rows.map(toSubscriberDto), total, nextCursor };
  }

  /** Every subscriber matching the filter, newest first, a batch at a time. */
  async *matching(
    status: NewsletterStatus | undefined,
    batchSize = SUBSCRIBER_EXPORT_BATCH_SIZE,
  ): AsyncGenerator<NewsletterSubscriberDto[]> {
    for await (const rows of keysetBatches(this.dataSource, subscriberList(status), batchSize)) yield rows.map(toSubscriberDto);
  }

  /**
   * Deletes one subscription (its queued mail, if any, finds nothing and is not sent) and writes its
   * audit row in the same transaction: both happen, or neither.
   */
  async delete(id: string, audit: AuditWrite): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<[unknown[], number]>('DELETE FROM newsletter_subscriptions WHERE id = $1 RETURNING id', [id]);
      if (rows[1] === 0) throw new NotFoundException('No subscriber with this id');
      await audit(manager, rows[1]);
    });
  }

  /** The subscription of one address, matched case-insensitively (the unique index). */
  async byEmail(email: string): Promise<NewsletterSubscriberDto[]> {
    const rows = await this.dataSource.query<SubscriberRow[]>(
      `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscriptions WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows.map(toSubscriberDto);
  }

  /** Deletes the subscription of one address within the caller's transaction; how many went. */
  async deleteByEmail(email: string, manager: EntityManager): Promise<number> {
    const rows = await manager.query<[unknown[], number]>(
      'DELETE FROM newsletter_subscriptions WHERE lower(email) = lower($1) RETURNING id',
      [email],
    );
    return rows[1];
  }
}

/** The subscribers of one status (or all), newest request first, as a keyset-paged list. */
function subscriberList(status: NewsletterStatus | undefined): KeysetList<SubscriberRow> {
  const statusFilter = '($1::text IS NULL OR status = $1)';
  return {
    rowsAfter: (limit: number, after?: KeysetPosition): SqlQuery => {
      const parameters: unknown[] = [status ?? null];
      const keyset = after
        ? ` AND (requested_at, id) < ($${parameters.push(after.createdAt)}::timestamptz, $${parameters.push(after.id)}::uuid)`
        : '';
      return {
        sql: `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscriptions WHERE ${statusFilter}${keyset} ${SUBSCRIBER_ORDER} LIMIT ${Math.trunc(limit)}`,
        parameters,
      };
    },
    count: () => ({
      sql: `SELECT count(*)::int AS total FROM newsletter_subscriptions WHERE ${statusFilter}`,
      parameters: [status ?? null],
    }),
    positionOf: (row) => ({ createdAt: row.requested_at_key, id: row.id }),
  };
}
