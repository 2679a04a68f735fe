import { randomBytes } from 'node:crypto';
import { hashNewsletterToken, NEWSLETTER_MAIL_QUEUE, newsletterMailJobId } from '@rebound/shared/node';
import request from 'supertest';
import { uniqueClientAddress } from '../test-support/network';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';

type StoredSubscription = {
  id: string;
  email: string;
  language: string;
  status: string;
  confirmed_at: Date | null;
  last_mail_requested_at: Date | null;
  confirm_mail_pending: boolean;
};

const newToken = () => randomBytes(32).toString('base64url');

/** What the worker writes when it sends the confirmation mail: the hashes of the two tokens the mail carries. */
async function giveTokens(id: string, options: { expiresIn?: string } = {}): Promise<{ confirm: string; unsubscribe: string }> {
  const tokens = { confirm: newToken(), unsubscribe: newToken() };
  await queryTestDatabase(
    `WITH added AS (
       INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at)
       VALUES ($2, $1, 'confirm', now() + $4::interval), ($3, $1, 'unsubscribe', NULL))
     UPDATE newsletter_subscriptions SET confirm_expires_at = now() + $4::interval, confirm_mail_pending = false WHERE id = $1`,
    [id, hashNewsletterToken(tokens.confirm), hashNewsletterToken(tokens.unsubscribe), options.expiresIn ?? '7 days'],
  );
  return tokens;
}

const stored = (email: string) =>
  queryTestDatabase<StoredSubscription>(
    `SELECT id, email, language, status, confirmed_at, last_mail_requested_at, confirm_mail_pending FROM newsletter_subscriptions WHERE lower(email) = lower($1)`,
    [email],
  );

describe('the newsletter for visitors: subscribe, confirm, unsubscribe', () => {
  const testApp = useSpecApp({ queue: NEWSLETTER_MAIL_QUEUE });

  beforeEach(async () => {
    await queryTestDatabase('TRUNCATE newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients');
    await testApp.queue.obliterate({ force: true });
  });

  const subscribe = (body: object, clientAddress = uniqueClientAddress()) =>
    request(testApp.server).post('/api/newsletter/subscriptions').set('X-Forwarded-For', clientAddress).send(body);
  const jobs = async () =>
    (await testApp.queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).map((job) => ({ id: job.id, data: job.data }));

  describe('POST /api/newsletter/subscriptions', () => {
    it('answers 202 {status: pending} for a new address, stores it pending in its language and queues one mail job holding only the id', async () => {
      const response = await subscribe({ email: '  Chloé@Example.FR ', language: 'fr' }).expect(202);
      expect(response.body).toEqual({ status: 'pending' });
      const [row] = await stored('chloé@example.fr');
      expect(row).toEqual(
        expect.objectContaining({
          email: 'Chloé@Example.FR',
          language: 'fr',
          status: 'pending',
          confirmed_at: null,
          confirm_mail_pending: true,
        }),
      );
      expect(await jobs()).toEqual([{ id: newsletterMailJobId(row.id, row.last_mail_requested_at!), data: { subscriptionId: row.id } }]);
    });

    it('stores the address as NFC', async () => {
      await subscribe({ email: 'jose\u0301@example.es', language: 'es' }).expect(202);
      expect((await stored('josé@example.es')).map((row) => row.email)).toEqual(['josé@example.es']);
    });

    it('answers the same 202 for a pending and a confirmed address, without a second mail within 10 minutes, and none at all once confirmed', async () => {
      const first = await subscribe({ email: 'sam@example.nl', language: 'nl' }).expect(202);
      // Another case and another language: the same address; still pending, the answer tells nothing.
      const again = await subscribe({ email: 'SAM@example.nl', language: 'en' }).expect(202);
      expect(again.body).toEqual(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      const [row] = await stored('sam@example.nl');
      expect(await jobs()).toHaveLength(1);
      expect(row.language).toBe('nl');

      const { confirm } = await giveTokens(row.id);
      await request(testApp.server).post('/api/newsletter/confirm').send({ token: confirm }).expect(200);
      // Even long after the last mail, a confirmed address gets nothing.
      await queryTestDatabase(`UPDATE newsletter_subscriptions SET last_mail_requested_at = now() - interval '1 day'`);
      const confirmed = await subscribe({ email: 'sam@example.nl', language: 'fr' }).expect(202);
      expect(confirmed.body).toEqual(first.body);
      expect(await jobs()).toHaveLength(1);
      expect((await stored('sam@example.nl'))[0]).toEqual(
        expect.objectContaining({ status: 'confirmed', language: 'nl', confirm_mail_pending: false }),
      );
    });

    it('queues a new mail, in the new language, for a pending address once 10 minutes have passed', async () => {
      await subscribe({ email: 'mahsa@example.ir', language: 'en' }).expect(202);
      const [before] = await stored('mahsa@example.ir');
      await giveTokens(before.id);
      await queryTestDatabase(
        `UPDATE newsletter_subscriptions SET last_mail_requested_at = last_mail_requested_at - interval '10 minutes 1 second'`,
      );
      await subscribe({ email: 'mahsa@example.ir', language: 'fa' }).expect(202);
      const [after] = await stored('mahsa@example.ir');
      expect(after).toEqual(expect.objectContaining({ id: before.id, language: 'fa', confirm_mail_pending: true }));
      expect((await jobs()).map((job) => job.id).sort()).toEqual(
        [
          newsletterMailJobId(before.id, before.last_mail_requested_at!),
          newsletterMailJobId(after.id, after.last_mail_requested_at!),
        ].sort(),
      );
    });

    it('makes one row and one mail when the same address arrives many times at once', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe({ email: 'burst@example.com', language: 'pt' })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(202));
      expect(await stored('burst@example.com')).toHaveLength(1);
      expect(await jobs()).toHaveLength(1);
    });

    it.each([
      [{ language: 'en' }, 'email', 'required'],
      [{ email: '', language: 'en' }, 'email', 'required'],
      [{ email: 'not-an-address', language: 'en' }, 'email', 'invalid'],
      [{ email: 'x@evil.example?bcc=attacker%40evil.example', language: 'en' }, 'email', 'invalid'],
      [{ email: 'a\u0000@b.co', language: 'en' }, 'email', 'invalid'],
      [{ email: `${'a'.repeat(250)}@b.co`, language: 'en' }, 'email', 'tooLong'],
      [{ email: 42, language: 'en' }, 'email', 'notText'],
      [{ email: 'a@b.co' }, 'language', 'required'],
      [{ email: 'a@b.co', language: 'de' }, 'language', 'invalid'],
      [{ email: 'a@b.co', language: ['en'] }, 'language', 'invalid'],
      [{ email: 'a@b.co', language: 'en', name: 'Sam' }, 'name', 'unknownField'],
    ])('answers 400 with the field error for %j, storing and queueing nothing', async (body, field, code) => {
      const response = await subscribe(body).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are missing or invalid',
        errors: [expect.objectContaining({ field, code })],
      });
      expect(await queryTestDatabase('SELECT id FROM newsletter_subscriptions')).toEqual([]);
      expect(await jobs()).toEqual([]);
    });

    it('allows 5 requests per client address in 10 minutes like the interest form; the 6th gets 429 with Retry-After and stores nothing', async () => {
      const clientAddress = uniqueClientAddress();
      for (let index = 0; index < 5; index += 1)
        await subscribe({ email: `reader${index}@example.com`, language: 'en' }, clientAddress).expect(202);
      const blocked = await subscribe({ email: 'reader5@example.com', language: 'en' }, clientAddress).expect(429);
      expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again later.' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(9 * 60);
      expect(await stored('reader5@example.com')).toEqual([]);
      // Another visitor is counted apart, and the interest form's own limit is not used up by the newsletter.
      await subscribe({ email: 'reader5@example.com', language: 'en' }).expect(202);
      await request(testApp.server)
        .post('/api/interest')
        .set('X-Forwarded-For', clientAddress)
        .send({ name: 'Sam', email: 'sam@example.nl' })
        .expect(201);
    });

    describe('as a plain HTML form (the footer without JavaScript)', () => {
      const subscribeByForm = (fields: Record<string, string>, clientAddress = uniqueClientAddress()) =>
        request(testApp.server).post('/api/newsletter/subscriptions').set('X-Forwarded-For', clientAddress).type('form').send(fields);

      it('stores and queues like the JSON call, then sends the browser to the confirm page: 303 result=requested in the form language', async () => {
        const response = await subscribeByForm({ email: ' Maryam@Example.IR ', language: 'fa' }).expect(303);
        expect(response.headers.location).toBe('/fa/newsletter/confirm?result=requested');
        const [row] = await stored('maryam@example.ir');
        expect(row).toEqual(
          expect.objectContaining({ email: 'Maryam@Example.IR', language: 'fa', status: 'pending', confirm_mail_pending: true }),
        );
        expect(await jobs()).toEqual([{ id: newsletterMailJobId(row.id, row.last_mail_requested_at!), data: { subscriptionId: row.id } }]);
      });

      it('takes a multipart form too', async () => {
        const response = await request(testApp.server)
          .post('/api/newsletter/subscriptions')
          .set('X-Forwarded-For', uniqueClientAddress())
          .field('email', 'ana@example.pt')
          .field('language', 'pt')
          .expect(303);
        expect(response.headers.location).toBe('/pt/newsletter/confirm?result=requested');
        expect(await stored('ana@example.pt')).toHaveLength(1);
      });

      it('sends a refused address back as result=address-invalid in the form language, storing nothing', async () => {
        for (const email of ['', 'not an address', 'x@evil.example?bcc=a%40b.co', 'a\u0000b@example.com']) {
          const response = await subscribeByForm({ email, language: 'nl' }).expect(303);
          expect(response.headers.location).toBe('/nl/newsletter/confirm?result=address-invalid');
        }
        // A language the site does not have: the page in English.
        const unknownLanguage = await subscribeByForm({ email: 'reader@example.com', language: 'xx' }).expect(303);
        expect(unknownLanguage.headers.location).toBe('/en/newsletter/confirm?result=address-invalid');
        expect(await queryTestDatabase('SELECT id FROM newsletter_subscriptions')).toEqual([]);
        expect(await jobs()).toEqual([]);
      });

      it('sends the 6th form within 10 minutes back as result=rate-limited, storing nothing', async () => {
        const clientAddress = uniqueClientAddress();
        for (let index = 0; index < 5; index += 1)
          await subscribeByForm({ email: `form${index}@example.com`, language: 'es' }, clientAddress).expect(303);
        const blocked = await subscribeByForm({ email: 'form5@example.com', language: 'es' }, clientAddress).expect(303);
        expect(blocked.headers.location).toBe('/es/newsletter/confirm?result=rate-limited');
        expect(await stored('form5@example.com')).toEqual([]);
      });

      it('answers a JSON call that is refused with the API error body, as before', async () => {
        const response = await subscribe({ email: 'not an address', language: 'en' }).expect(400);
        expect(response.body).toEqual(expect.objectContaining({ statusCode: 400, error: 'Bad Request' }));
      });
    });
  });

  describe('POST /api/newsletter/confirm', () => {
    async function pending(email = 'reader@example.nl', language = 'nl') {
      await subscribe({ email, language }).expect(202);
      const [row] = await stored(email);
      return { row, tokens: await giveTokens(row.id) };
    }

    it('confirms with JSON {token}: 200 {status: confirmed}, the consent time set once, and again 200 while the token is valid', async () => {
      const { tokens } = await pending();
      const response = await request(testApp.server).post('/api/newsletter/confirm').send({ token: tokens.confirm }).expect(200);
      expect(response.body).toEqual({ status: 'confirmed' });
      const [confirmed] = await stored('reader@example.nl');
      expect(confirmed.status).toBe('confirmed');
      expect(confirmed.confirmed_at).toBeInstanceOf(Date);
      await request(testApp.server).post('/api/newsletter/confirm').send({ token: tokens.confirm }).expect(200, { status: 'confirmed' });
      expect((await stored('reader@example.nl'))[0].confirmed_at).toEqual(confirmed.confirmed_at);
    });

    it('a visitor who asked twice can confirm with either mail, the first one too, and leave with either', async () => {
      const { row, tokens: firstMail } = await pending('twice@example.nl');
      const secondMail = await giveTokens(row.id);
      await request(testApp.server).post('/api/newsletter/confirm').send({ token: firstMail.confirm }).expect(200, { status: 'confirmed' });
      await request(testApp.server)
        .post('/api/newsletter/confirm')
        .send({ token: secondMail.confirm })
        .expect(200, { status: 'confirmed' });
      await request(testApp.server)
        .post('/api/newsletter/unsubscribe')
        .send({ token: firstMail.unsubscribe })
        .expect(200, { status: 'unsubscribed' });
      expect(await stored('twice@example.nl')).toEqual([]);
      // The subscription's tokens went with it: the second mail's links find nothing now.
      expect(await queryTestDatabase('SELECT * FROM newsletter_tokens WHERE subscription_id = $1', [row.id])).toEqual([]);
      await request(testApp.server).post('/api/newsletter/confirm').send({ token: secondMail.confirm }).expect(404);
    });

    it('confirms a plain HTML form post with 303 back to the page, in the form language', async () => {
      const { tokens } = await pending();
      const response = await request(testApp.server)
        .post('/api/newsletter/confirm')
        .type('form')
        .send({ token: tokens.confirm, lng: 'nl' })
        .expect(303);
      expect(response.headers.location).toBe('/nl/newsletter/confirm?result=confirmed');
      expect((await stored('reader@example.nl'))[0].status).toBe('confirmed');
    });

    it('takes a multipart form too', async () => {
      const { tokens } = await pending();
      const response = await request(testApp.server)
        .post('/api/newsletter/confirm')
        .field('token', tokens.confirm)
        .field('lng', 'fa')
        .expect(303);
      expect(response.headers.location).toBe('/fa/newsletter/confirm?result=confirmed');
      expect((await stored('reader@example.nl'))[0].status).toBe('confirmed');
    });

    it('refuses an unknown, malformed, unsubscribe or expired token: JSON 404 token_invalid, form 303 result=invalid; nothing changes', async () => {
      const { tokens } = await pending();
      const expired = await pending('late@example.nl');
      await queryTestDatabase(
        `UPDATE newsletter_tokens SET expires_at = now() - interval '1 second' WHERE subscription_id = $1 AND purpose = 'confirm'`,
        [expired.row.id],
      );
      for (const token of [newToken(), 'short', tokens.unsubscribe, expired.tokens.confirm, `${tokens.confirm}x`]) {
        const json = await request(testApp.server).post('/api/newsletter/confirm').send({ token }).expect(404);
        expect(json.body).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'This confirmation link is unknown or has expired',
          errors: [{ field: 'token', code: 'token_invalid', message: 'token is unknown or has expired' }],
        });
        const form = await request(testApp.server).post('/api/newsletter/confirm').type('form').send({ token, lng: 'pt' }).expect(303);
        expect(form.headers.location).toBe('/pt/newsletter/confirm?result=invalid');
      }
      expect((await queryTestDatabase<{ status: string }>('SELECT status FROM newsletter_subscriptions')).map((row) => row.status)).toEqual(
        ['pending', 'pending'],
      );
    });

    it.each([
      ['json', {}, 'token', 'required'],
      ['json', { token: 5 }, 'token', 'notText'],
      ['json', { token: 'x'.repeat(201) }, 'token', 'tooLong'],
      ['json', { token: 'x', lng: 'en' }, 'lng', 'unknownField'],
      ['form', { token: 'x' }, 'lng', 'required'],
      ['form', { token: 'x', lng: 'de' }, 'lng', 'invalid'],
      ['form', { lng: 'en' }, 'token', 'required'],
      ['form', { token: 'x', lng: 'en', extra: '1' }, 'extra', 'unknownField'],
    ] as const)('answers 400 for a %s body %j', async (type, body, field, code) => {
      const response = await request(testApp.server).post('/api/newsletter/confirm').type(type).send(body).expect(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field, code })]);
    });

    it('a repeated form field is refused (400), not taken as an array', async () => {
      const response = await request(testApp.server)
        .post('/api/newsletter/confirm')
        .type('form')
        .send('token=a&token=b&lng=en')
        .expect(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'token', code: 'notText' })]);
    });
  });

  describe('POST /api/newsletter/unsubscribe', () => {
    async function confirmedReader(email: string) {
      await subscribe({ email, language: 'es' }).expect(202);
      const [row] = await stored(email);
      const tokens = await giveTokens(row.id);
      await request(testApp.server).post('/api/newsletter/confirm').send({ token: tokens.confirm }).expect(200);
      return tokens;
    }
    const count = async () =>
      Number((await queryTestDatabase<{ count: string }>('SELECT count(*) FROM newsletter_subscriptions'))[0].count);

    it('removes the subscriber with JSON {token}: 200 {status: unsubscribed}', async () => {
      const tokens = await confirmedReader('one@example.es');
      await confirmedReader('other@example.es');
      await request(testApp.server)
        .post('/api/newsletter/unsubscribe')
        .send({ token: tokens.unsubscribe })
        .expect(200, { status: 'unsubscribed' });
      expect(await stored('one@example.es')).toEqual([]);
      expect(await count()).toBe(1);
    });

    it('removes the subscriber with a plain form: 303 back to the page', async () => {
      const tokens = await confirmedReader('form@example.es');
      const response = await request(testApp.server)
        .post('/api/newsletter/unsubscribe')
        .type('form')
        .send({ token: tokens.unsubscribe, lng: 'es' })
        .expect(303);
      expect(response.headers.location).toBe('/es/newsletter/unsubscribe?result=unsubscribed');
      expect(await stored('form@example.es')).toEqual([]);
    });

    it('removes the subscriber by RFC 8058 one-click (the List-Unsubscribe address, urlencoded or multipart)', async () => {
      const urlencoded = await confirmedReader('click@example.es');
      const response = await request(testApp.server)
        .post(`/api/newsletter/unsubscribe?token=${urlencoded.unsubscribe}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(response.body).toEqual({ status: 'unsubscribed' });
      expect(await stored('click@example.es')).toEqual([]);
      const multipart = await confirmedReader('multi@example.es');
      await request(testApp.server)
        .post(`/api/newsletter/unsubscribe?token=${multipart.unsubscribe}`)
        .field('List-Unsubscribe', 'One-Click')
        .expect(200);
      expect(await stored('multi@example.es')).toEqual([]);
    });

    it('answers an unknown token the same, changing nothing', async () => {
      await confirmedReader('kept@example.es');
      await request(testApp.server).post('/api/newsletter/unsubscribe').send({ token: newToken() }).expect(200, { status: 'unsubscribed' });
      const form = await request(testApp.server)
        .post('/api/newsletter/unsubscribe')
        .type('form')
        .send({ token: 'nonsense', lng: 'fr' })
        .expect(303);
      expect(form.headers.location).toBe('/fr/newsletter/unsubscribe?result=unsubscribed');
      await request(testApp.server)
        .post(`/api/newsletter/unsubscribe?token=${newToken()}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(await count()).toBe(1);
    });

    it('refuses a one-click without its body, or with another value, removing nothing', async () => {
      const tokens = await confirmedReader('careful@example.es');
      for (const body of ['', 'List-Unsubscribe=Yes', 'token=x']) {
        await request(testApp.server).post(`/api/newsletter/unsubscribe?token=${tokens.unsubscribe}`).type('form').send(body).expect(400);
      }
      expect(await count()).toBe(1);
    });

    it('never changes anything on GET (mail scanners follow links)', async () => {
      const tokens = await confirmedReader('scanned@example.es');
      await subscribe({ email: 'waiting@example.es', language: 'fr' }).expect(202);
      const [waiting] = await stored('waiting@example.es');
      const waitingTokens = await giveTokens(waiting.id);
      const before = await queryTestDatabase('SELECT * FROM newsletter_subscriptions ORDER BY email');
      for (const path of [
        `/api/newsletter/unsubscribe?token=${tokens.unsubscribe}`,
        `/api/newsletter/confirm?token=${waitingTokens.confirm}`,
        `/api/newsletter/subscriptions?email=new@example.es&language=es`,
      ]) {
        const response = await request(testApp.server).get(path);
        expect(response.status).toBe(404);
        await request(testApp.server).head(path).expect(404);
      }
      expect(await queryTestDatabase('SELECT * FROM newsletter_subscriptions ORDER BY email')).toEqual(before);
    });
  });
});
