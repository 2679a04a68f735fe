import type { DataSource } from 'typeorm';

/** A published post (English original) with a Dutch version, as the studio stores them. */
export async function insertPostWithDutchVersion(dataSource: DataSource, id: string): Promise<void> {
  await dataSource.query(
    `INSERT INTO blog_posts (id, title, excerpt, content, author, category) VALUES ($1, 'Spring training', 'Ten weeks to the marathon', 'Body', 'Ana', 'news')`,
    [id],
  );
  await dataSource.query(
    `INSERT INTO blog_post_translations (post_id, language, title, excerpt, content, source_revision) VALUES ($1, 'nl', 'Voorjaarstraining', 'Tien weken tot de marathon', 'Tekst', 1)`,
    [id],
  );
}

/** `count` confirmed subscribers, their languages taken in turn from `languages`, addresses `<tag><n>@example.com`. */
export async function insertConfirmedSubscribers(dataSource: DataSource, count: number, languages: string[], tag: string): Promise<void> {
  await dataSource.query(
    `INSERT INTO newsletter_subscriptions (email, language, status, confirmed_at)
     SELECT $1 || i || '@example.com', ($2::text[])[1 + i % array_length($2::text[], 1)], 'confirmed', now() FROM generate_series(1, $3) AS i`,
    [tag, languages, count],
  );
}

/** A send of the post to every confirmed subscriber, as the backend starts it; returns its id. */
export async function startSend(dataSource: DataSource, postId: string): Promise<string> {
  const [send] = await dataSource.query(`INSERT INTO newsletter_sends (post_id) VALUES ($1) RETURNING id`, [postId]);
  await dataSource.query(
    `INSERT INTO newsletter_send_recipients (send_id, subscription_id, language) SELECT $1, id, language FROM newsletter_subscriptions WHERE status = 'confirmed'`,
    [send.id],
  );
  return send.id as string;
}

/** The recipients' rows by status. */
export async function recipientCounts(dataSource: DataSource, sendId: string): Promise<Record<string, number>> {
  const rows: Array<{ status: string; count: number }> = await dataSource.query(
    `SELECT status, count(*)::int AS count FROM newsletter_send_recipients WHERE send_id = $1 GROUP BY status`,
    [sendId],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}
