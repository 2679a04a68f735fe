import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { NewsletterSendProgress } from '@rebound/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditWrite } from '../audit/admin-audit.service';
import { isPublicSql } from '../blog-studio/admin-post-rows';
import { NewsletterSendProducer } from './newsletter-send.producer';

const NOT_PUBLIC = 'Only a published post can be sent to the newsletter';

interface SendRow {
  id: string;
  state: 'sending' | 'finished';
  created_at: Date;
  finished_at: Date | null;
}

/** Sends of a post to the newsletter's confirmed subscribers: start one (once per post) and read its progress. */
@Injectable()
export class NewsletterSendService {
  private readonly logger = new Logger(NewsletterSendService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: NewsletterSendProducer,
  ) {}

  /**
   * Starts the send of a public post: the send row (unique per post, so a second start, even a
   * simultaneous one, inserts nothing and answers 409 with the existing send), its recipients in one
   * INSERT ... SELECT of the confirmed subscriptions, and the audit entry, in one transaction; then the jobs.
   */
  async start(postId: string, audit: AuditWrite): Promise<NewsletterSendProgress> {
    const started = await this.dataSource.transaction(async (manager) => {
      const [post] = await manager.query<Array<{ public: boolean }>>(
        `SELECT ${isPublicSql()} AS public FROM blog_posts WHERE id = $1 FOR SHARE`,
        [postId],
      );
      if (!post) throw new NotFoundException('No such post');
      if (!post.public)
        throw new BadRequestException({ message: NOT_PUBLIC, errors: [{ field: 'id', code: 'post_not_public', message: NOT_PUBLIC }] });
      const [send] = await manager.query<Array<{ id: string }>>(
        `INSERT INTO newsletter_sends (post_id) VALUES ($1) ON CONFLICT ON CONSTRAINT newsletter_sends_post_key DO NOTHING RETURNING id`,
        [postId],
      );
      if (!send) return undefined;
      const [{ total }] = await manager.query<Array<{ total: number }>>(
        `WITH added AS (
           INSERT INTO newsletter_send_recipients (send_id, subscription_id, language)
           SELECT $1, id, language FROM newsletter_subscriptions WHERE status = 'confirmed' RETURNING 1)
         SELECT count(*)::int AS total FROM added`,
        [send.id],
      );
      // Nobody to mail: the send is done at once.
      if (total === 0) await manager.query(`UPDATE newsletter_sends SET state = 'finished', finished_at = now() WHERE id = $1`, [send.id]);
      await audit(manager, total);
      return { id: send.id, total };
    });
    if (!started)
      throw new ConflictException({ message: 'This post has already been sent to the newsletter', current: await this.progress(postId) });
    // Redis may be down: the recipients are stored, and the sweep queues the jobs later.
    await this.producer.enqueue(started.id, started.total, 0).catch((error: unknown) => {
      this.logger.warn(`Newsletter send ${started.id} not queued yet (${(error as Error).message}); the sweep will queue it`);
    });
    return this.progress(postId);
  }

  /** The post's send, counted by status; without a send, how many confirmed subscribers one would reach now. */
  async progress(postId: string, manager: EntityManager = this.dataSource.manager): Promise<NewsletterSendProgress> {
    const [post] = await manager.query<unknown[]>('SELECT 1 FROM blog_posts WHERE id = $1', [postId]);
    if (!post) throw new NotFoundException('No such post');
    const [send] = await manager.query<SendRow[]>('SELECT id, state, created_at, finished_at FROM newsletter_sends WHERE post_id = $1', [
      postId,
    ]);
    if (!send) {
      const [{ total }] = await manager.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM newsletter_subscriptions WHERE status = 'confirmed'`,
      );
      return { state: 'none', total, queued: 0, sent: 0, failed: 0, failures: [], startedAt: null, finishedAt: null };
    }
    const counts = await manager.query<Array<{ status: 'queued' | 'sent' | 'failed'; count: number }>>(
      `SELECT status, count(*)::int AS count FROM newsletter_send_recipients WHERE send_id = $1 GROUP BY status`,
      [send.id],
    );
    const failures = await manager.query<Array<{ code: string; count: number }>>(
      `SELECT coalesce(smtp_code, 'unknown') AS code, count(*)::int AS count FROM newsletter_send_recipients
        WHERE send_id = $1 AND status = 'failed' GROUP BY 1 ORDER BY 2 DESC, 1`,
      [send.id],
    );
    const of = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
    const [queued, sent, failed] = [of('queued'), of('sent'), of('failed')];
    return {
      state: send.state,
      total: queued + sent + failed,
      queued,
      sent,
      failed,
      failures,
      startedAt: send.created_at.toISOString(),
      finishedAt: send.finished_at?.toISOString() ?? null,
    };
  }
}
