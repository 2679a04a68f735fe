import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A blog post mailed to the newsletter's confirmed subscribers (issue 19). One send per post, held by a
 * unique constraint so a double click cannot start two. Its recipients are fixed at the start (one
 * INSERT ... SELECT); the worker claims them in batches and marks each one sent after its SMTP accept.
 * `claimed_by`/`claimed_until`: the job holding a recipient, and when a lost job's claim lapses.
 * A subscriber who unsubscribes leaves the send with their subscription (ON DELETE CASCADE).
 */
export class NewsletterSends1764700000000 implements MigrationInterface {
  name = 'NewsletterSends1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE newsletter_sends (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        post_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        state text NOT NULL DEFAULT 'sending',
        CONSTRAINT newsletter_sends_pkey PRIMARY KEY (id),
        CONSTRAINT newsletter_sends_post_key UNIQUE (post_id),
        CONSTRAINT newsletter_sends_state_check CHECK (state IN ('sending', 'finished')),
        CONSTRAINT newsletter_sends_post_fkey FOREIGN KEY (post_id) REFERENCES blog_posts(id) ON UPDATE CASCADE ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE newsletter_send_recipients (
        send_id uuid NOT NULL,
        subscription_id uuid NOT NULL,
        language text NOT NULL,
        status text NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        smtp_code text,
        sent_at timestamptz,
        claimed_by text,
        claimed_until timestamptz,
        CONSTRAINT newsletter_send_recipients_pkey PRIMARY KEY (send_id, subscription_id),
        CONSTRAINT newsletter_send_recipients_status_check CHECK (status IN ('queued', 'sent', 'failed')),
        CONSTRAINT newsletter_send_recipients_send_fkey FOREIGN KEY (send_id) REFERENCES newsletter_sends(id) ON DELETE CASCADE,
        CONSTRAINT newsletter_send_recipients_subscription_fkey FOREIGN KEY (subscription_id)
          REFERENCES newsletter_subscriptions(id) ON DELETE CASCADE
      )`);
    // The worker's claims and the sweep look only at what is still to send.
    await queryRunner.query(
      `CREATE INDEX newsletter_send_recipients_queued_idx ON newsletter_send_recipients (send_id, subscription_id) WHERE status = 'queued'`,
    );
    // The subscription's cascade finds its rows without a scan.
    await queryRunner.query(`CREATE INDEX newsletter_send_recipients_subscription_idx ON newsletter_send_recipients (subscription_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE newsletter_send_recipients`);
    await queryRunner.query(`DROP TABLE newsletter_sends`);
  }
}
