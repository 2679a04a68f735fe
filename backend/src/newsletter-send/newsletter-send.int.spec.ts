import type { AdminBlogPost, NewsletterSendProgress } from '@rebound/shared';
import { NEWSLETTER_POST_QUEUE } from '@rebound/shared/node';
import request from 'supertest';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { NewsletterSendSweepService } from './newsletter-send-sweep.service';

const BASE = '/api/admin/blog-posts';

/** n subscriptions in one status, languages taken in turn from `languages`. */
async function subscribers(n: number, status: 'pending' | 'confirmed', languages: string[], tag: string): Promise<void> {
  await queryTestDatabase(
    `INSERT INTO newsletter_subscriptions (email, language, status, confirmed_at)
     SELECT $1 || i || '@example.com', ($2::text[])[1 + i % array_length($2::text[], 1)], $3, CASE WHEN $3 = 'confirmed' THEN now() END
       FROM generate_series(1, $4) AS i`,
    [tag, languages, status, n],
  );
}

describe('newsletter send of a blog post (staff API)', () => {
  const spec = useSpecApp({ admin: true, queue: NEWSLETTER_POST_QUEUE });
  const origin = () => new URL(spec.environment.PUBLIC_URL).origin;

  beforeEach(async () => {
    await queryTestDatabase('DELETE FROM newsletter_sends');
    await queryTestDatabase('DELETE FROM newsletter_subscriptions');
    await spec.queue.obliterate({ force: true });
  });

  const published = async (title: string): Promise<AdminBlogPost> => {
    const post = (await spec.admin.post(BASE).send({ title }).expect(201)).body as AdminBlogPost;
    await spec.admin.post(`${BASE}/${post.id}/publish`).send({}).expect(200);
    return post;
  };

  it('sends a public post to exactly the confirmed subscribers, once, with their languages fixed at the start', async () => {
    await subscribers(7, 'confirmed', ['en', 'nl', 'fa'], 'yes');
    await subscribers(3, 'pending', ['en'], 'no');
    const post = await published('Sent once');
    const before = (await spec.admin.get(`${BASE}/${post.id}/newsletter-send`).expect(200)).body as NewsletterSendProgress;
    expect(before).toEqual({ state: 'none', total: 7, queued: 0, sent: 0, failed: 0, failures: [], startedAt: null, finishedAt: null });

    const started = (await spec.admin.post(`${BASE}/${post.id}/newsletter-send`).expect(201)).body as NewsletterSendProgress;
    expect(started).toMatchObject({ state: 'sending', total: 7, queued: 7, sent: 0, failed: 0, failures: [], finishedAt: null });
    const recipients = await queryTestDatabase<{ language: string; status: string; email: string }>(
      `SELECT r.language, r.status, s.email FROM newsletter_send_recipients r JOIN newsletter_subscriptions s ON s.id = r.subscription_id ORDER BY s.email`,
    );
    expect(recipients).toHaveLength(7);
    expect(recipients.every((row) => row.email.startsWith('yes') && row.status === 'queued')).toBe(true);
    expect(new Set(recipients.map((row) => row.language))).toEqual(new Set(['en', 'nl', 'fa']));
    // One job per batch of 50: 7 recipients make one.
    expect(await spec.jobIds(NEWSLETTER_POST_QUEUE)).toHaveLength(1);

    // Confirmed after the start: not part of this send.
    await subscribers(2, 'confirmed', ['en'], 'late');
    const again = await spec.admin.post(`${BASE}/${post.id}/newsletter-send`).expect(409);
    expect(again.body.current).toMatchObject({ state: 'sending', total: 7 });
    expect(await spec.jobIds(NEWSLETTER_POST_QUEUE)).toHaveLength(1);
  });

  it('starts one send when two starts race (double click)', async () => {
    await subscribers(120, 'confirmed', ['en', 'pt'], 'race');
    const post = await published('Double click');
    const statuses = await Promise.all(
      [1, 2, 3].map(() => spec.admin.post(`${BASE}/${post.id}/newsletter-send`).then((answer) => answer.status)),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    const [{ sends, recipients }] = await queryTestDatabase<{ sends: number; recipients: number }>(
      `SELECT (SELECT count(*)::int FROM newsletter_sends) AS sends, (SELECT count(*)::int FROM newsletter_send_recipients) AS recipients`,
    );
    expect({ sends, recipients }).toEqual({ sends: 1, recipients: 120 });
    expect(await spec.jobIds(NEWSLETTER_POST_QUEUE)).toHaveLength(3);
  });

  it('reports progress with the failures counted by SMTP code, and finishes', async () => {
    await subscribers(5, 'confirmed', ['en'], 'progress');
    const post = await published('Progress');
    await spec.admin.post(`${BASE}/${post.id}/newsletter-send`).expect(201);
    await queryTestDatabase(
      `UPDATE newsletter_send_recipients SET status = 'sent', sent_at = now()
        WHERE subscription_id IN (SELECT id FROM newsletter_subscriptions WHERE email IN ('progress1@example.com', 'progress2@example.com'))`,
    );
    await queryTestDatabase(
      `UPDATE newsletter_send_recipients SET status = 'failed', smtp_code = 'RCPT TO 550'
        WHERE subscription_id IN (SELECT id FROM newsletter_subscriptions WHERE email IN ('progress3@example.com', 'progress4@example.com'))`,
    );
    const progress = (await spec.admin.get(`${BASE}/${post.id}/newsletter-send`).expect(200)).body as NewsletterSendProgress;
    expect(progress).toMatchObject({
      state: 'sending',
      total: 5,
      queued: 1,
      sent: 2,
      failed: 2,
      failures: [{ code: 'RCPT TO 550', count: 2 }],
    });
    expect(Date.parse(progress.startedAt ?? '')).not.toBeNaN();
  });

  it('refuses a post that is not public, and an unknown post', async () => {
    const draft = (await spec.admin.post(BASE).send({ title: 'Still a draft' }).expect(201)).body as AdminBlogPost;
    const refused = await spec.admin.post(`${BASE}/${draft.id}/newsletter-send`).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'id', code: 'post_not_public' })]);
    await spec.admin.post(`${BASE}/no-such-post/newsletter-send`).expect(404);
    await spec.admin.get(`${BASE}/no-such-post/newsletter-send`).expect(404);
    expect(await queryTestDatabase('SELECT 1 FROM newsletter_sends')).toHaveLength(0);
  });

  it('finishes at once when nobody is subscribed', async () => {
    const post = await published('Nobody');
    const started = (await spec.admin.post(`${BASE}/${post.id}/newsletter-send`).expect(201)).body as NewsletterSendProgress;
    expect(started).toMatchObject({ state: 'finished', total: 0 });
    expect(started.finishedAt).not.toBeNull();
  });

  it('answers 401 without a session and 403 from another site, and audits the start with the recipient count', async () => {
    await subscribers(4, 'confirmed', ['es'], 'audit');
    const post = await published('Audited send');
    const path = `${BASE}/${post.id}/newsletter-send`;
    await request(spec.server).post(path).set('Origin', origin()).expect(401);
    await request(spec.server).get(path).expect(401);
    await spec.admin.post(path).set('Sec-Fetch-Site', 'cross-site').expect(403);
    await spec.admin.post(path).set('Origin', 'https://evil.example').expect(403);
    expect(await queryTestDatabase('SELECT 1 FROM newsletter_sends')).toHaveLength(0);
    await queryTestDatabase('DELETE FROM admin_audit_events');
    await spec.admin.post(path).expect(201);
    await spec.admin.post(path).expect(409);
    const rows = await queryTestDatabase(`SELECT event, target_id, record_count FROM admin_audit_events ORDER BY id`);
    expect(rows).toEqual([{ event: 'blog-newsletter-send-started', target_id: post.id, record_count: 4 }]);
  });

  it('queues batches again for recipients no job holds once the queue is empty (lost jobs)', async () => {
    await subscribers(60, 'confirmed', ['fr'], 'sweep');
    const post = await published('Lost jobs');
    await spec.admin.post(`${BASE}/${post.id}/newsletter-send`).expect(201);
    const sweep = spec.app.get(NewsletterSendSweepService);
    // Jobs still waiting: they will claim the recipients themselves.
    expect(await sweep.sweep()).toEqual({ unclaimed: 60, requeued: 0 });
    await spec.queue.obliterate({ force: true });
    // A claim that has not lapsed is a job at work; a lapsed one is a lost job.
    await queryTestDatabase(`UPDATE newsletter_send_recipients SET claimed_by = 'x', claimed_until = now() + interval '1 minute'
                              WHERE subscription_id IN (SELECT id FROM newsletter_subscriptions WHERE email LIKE 'sweep1_@example.com')`);
    expect(await sweep.sweep()).toEqual({ unclaimed: 50, requeued: 1 });
    expect(await spec.jobIds(NEWSLETTER_POST_QUEUE)).toHaveLength(1);
    // Unpublished meanwhile: nothing is queued for it until it is public again.
    await spec.queue.obliterate({ force: true });
    await spec.admin.post(`${BASE}/${post.id}/unpublish`).expect(200);
    expect(await sweep.sweep()).toEqual({ unclaimed: 0, requeued: 0 });
  });
});
