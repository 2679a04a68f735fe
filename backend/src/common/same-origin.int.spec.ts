import { randomBytes } from 'node:crypto';
import { hashNewsletterToken, LEAD_NOTIFICATION_QUEUE, NEWSLETTER_MAIL_QUEUE } from '@rebound/shared/node';
import request from 'supertest';
import { uniqueClientAddress } from '../test-support/network';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { siteOriginMatcher } from './same-origin';

const CROSS_SITE_REFUSAL = { statusCode: 403, error: 'Forbidden', message: 'Requests from another site are not accepted' };
const NO_PROOF_REFUSAL = {
  statusCode: 403,
  error: 'Forbidden',
  message: "This call must come from the site's own pages (an Origin header or Sec-Fetch-Site: same-origin)",
};

/** What a browser sends when a page of another site posts here (a form, a fetch); and the other ways of naming another site. */
const FOREIGN_HEADERS: Array<[string, Record<string, string>]> = [
  ['a cross-site page (Origin and Sec-Fetch-Site)', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
  ['an Origin of another site', { Origin: 'https://evil.example' }],
  ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
  ['Origin: null from another site', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
  ['Sec-Fetch-Site: cross-site without an Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (a sibling host)', { 'Sec-Fetch-Site': 'same-site', Origin: 'http://shop.localhost:8080' }],
  ["the site's host under https", { Origin: 'https://localhost:8080' }],
  ["a host that only starts with the site's", { Origin: 'http://localhost:8080.evil.example' }],
  ['two origins in one header', { Origin: `${TEST_SITE_ORIGIN}, https://evil.example` }],
];

const newToken = () => randomBytes(32).toString('base64url');

describe('siteOriginMatcher', () => {
  it('takes exactly the origin of a public PUBLIC_URL', () => {
    const isSite = siteOriginMatcher('https://rebound.example');
    expect(isSite('https://rebound.example')).toBe(true);
    for (const other of [
      'http://rebound.example',
      'https://www.rebound.example',
      'https://rebound.example:8443',
      'https://rebound.example.evil.example',
      'https://rebound.example/',
      'null',
      '',
      'http://localhost:8080',
      'http://127.0.0.1',
    ]) {
      expect([other, isSite(other)]).toEqual([other, false]);
    }
  });

  it('takes every loopback name on any port for a local PUBLIC_URL, with its scheme only', () => {
    const isSite = siteOriginMatcher('http://localhost:8080');
    for (const local of [
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://localhost:5173',
      'http://127.0.0.1:41234',
    ]) {
      expect([local, isSite(local)]).toEqual([local, true]);
    }
    for (const other of [
      'https://localhost:8080',
      'http://localhost.evil.example:8080',
      'http://127.0.0.2:8080',
      'http://localhost:8080/',
      'http://LOCALHOST:8080',
      'null',
      'http://evil.example',
      'localhost:8080',
    ]) {
      expect([other, isSite(other)]).toEqual([other, false]);
    }
  });
});

describe('calls that change something, from another site or without proof', () => {
  const testApp = useSpecApp({ queue: LEAD_NOTIFICATION_QUEUE });

  const leads = () => queryTestDatabase<{ id: string; notified_at: Date | null }>('SELECT id, notified_at FROM interest_leads ORDER BY id');
  const subscriptions = () =>
    queryTestDatabase('SELECT id, email, language, status, confirmed_at, last_mail_requested_at FROM newsletter_subscriptions ORDER BY id');
  const everything = async () => ({
    leads: await leads(),
    subscriptions: await subscriptions(),
    leadJobs: await testApp.jobIds(LEAD_NOTIFICATION_QUEUE),
    newsletterJobs: await testApp.jobIds(NEWSLETTER_MAIL_QUEUE),
  });

  let tokens: { confirm: string; unsubscribe: string };

  beforeEach(async () => {
    await queryTestDatabase('TRUNCATE interest_leads, newsletter_subscriptions, newsletter_tokens, newsletter_send_recipients');
    await testApp.queue.obliterate({ force: true });
    tokens = { confirm: newToken(), unsubscribe: newToken() };
    await queryTestDatabase(
      `WITH subscription AS (INSERT INTO newsletter_subscriptions (email, language) VALUES ('waiting@example.nl', 'nl') RETURNING id)
       INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at)
       SELECT $1, id, 'confirm', now() + interval '7 days' FROM subscription UNION ALL SELECT $2, id, 'unsubscribe', NULL FROM subscription`,
      [hashNewsletterToken(tokens.confirm), hashNewsletterToken(tokens.unsubscribe)],
    );
  });

  /** Every visitor call, as JSON and as the plain HTML form that answers 303, with the answer it gets when taken. */
  const visitorCalls = (): Array<{ title: string; path: string; form: boolean; body: () => Record<string, string>; taken: number }> => [
    {
      title: 'a lead as JSON',
      path: '/api/interest',
      form: false,
      body: () => ({ name: 'Sam Visser', email: 'sam@example.nl' }),
      taken: 201,
    },
    {
      title: 'a lead as a form',
      path: '/api/interest',
      form: true,
      body: () => ({ name: 'Sam Visser', email: 'sam@example.nl', lng: 'nl' }),
      taken: 303,
    },
    {
      title: 'a subscription as JSON',
      path: '/api/newsletter/subscriptions',
      form: false,
      body: () => ({ email: 'reader@example.nl', language: 'nl' }),
      taken: 202,
    },
    {
      title: 'a subscription as a form',
      path: '/api/newsletter/subscriptions',
      form: true,
      body: () => ({ email: 'reader@example.nl', language: 'nl' }),
      taken: 303,
    },
    { title: 'a confirmation as JSON', path: '/api/newsletter/confirm', form: false, body: () => ({ token: tokens.confirm }), taken: 200 },
    {
      title: 'a confirmation as a form',
      path: '/api/newsletter/confirm',
      form: true,
      body: () => ({ token: tokens.confirm, lng: 'nl' }),
      taken: 303,
    },
    {
      title: 'an unsubscription as JSON',
      path: '/api/newsletter/unsubscribe',
      form: false,
      body: () => ({ token: tokens.unsubscribe }),
      taken: 200,
    },
    {
      title: 'an unsubscription as a form',
      path: '/api/newsletter/unsubscribe',
      form: true,
      body: () => ({ token: tokens.unsubscribe, lng: 'nl' }),
      taken: 303,
    },
  ];
  const post = (path: string, form: boolean, body: Record<string, string>, headers: Record<string, string>) =>
    request(testApp.server)
      .post(path)
      .set('X-Forwarded-For', uniqueClientAddress())
      .set(headers)
      .type(form ? 'form' : 'json')
      .send(body);

  describe.each(visitorCalls().map((call) => [call.title, call] as const))('%s', (_title, call) => {
    it.each(FOREIGN_HEADERS)('is refused from %s: 403 with the error body, nothing stored, changed or queued', async (_label, headers) => {
      const before = await everything();
      const response = await post(call.path, call.form, call.body(), headers).expect(403);
      expect(response.body).toEqual(CROSS_SITE_REFUSAL);
      expect(response.headers.location).toBeUndefined();
      expect(await everything()).toEqual(before);
    });

    it.each([
      ['without Origin (curl, a server, a mail program)', {}],
      ["from the site's own page", { Origin: TEST_SITE_ORIGIN, 'Sec-Fetch-Site': 'same-origin' }],
      ['from the site opened as 127.0.0.1 (a local PUBLIC_URL)', { Origin: 'http://127.0.0.1:8080', 'Sec-Fetch-Site': 'same-origin' }],
      ['typed or bookmarked (Sec-Fetch-Site: none)', { 'Sec-Fetch-Site': 'none' }],
      ["from the site's own page sent without a referrer (Origin: null)", { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }],
    ])('is refused from another site, yet taken %s', async (_label, headers) => {
      const before = await everything();
      await post(call.path, call.form, call.body(), FOREIGN_HEADERS[0][1]).expect(403);
      expect(await everything()).toEqual(before);
      await post(call.path, call.form, call.body(), headers).expect(call.taken);
      expect(await everything()).not.toEqual(before);
    });
  });

  it('takes an RFC 8058 one-click unsubscribe without Origin, and refuses one a page of another site sends', async () => {
    const oneClick = (headers: Record<string, string>) =>
      request(testApp.server)
        .post(`/api/newsletter/unsubscribe?token=${tokens.unsubscribe}`)
        .set(headers)
        .type('form')
        .send('List-Unsubscribe=One-Click');
    expect((await oneClick({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }).expect(403)).body).toEqual(
      CROSS_SITE_REFUSAL,
    );
    expect(await subscriptions()).toHaveLength(1);
    await oneClick({}).expect(200, { status: 'unsubscribed' });
    expect(await subscriptions()).toEqual([]);
  });

  it('refuses what changes something, but leaves reads alone: a GET from another site is answered as usual', async () => {
    const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    await request(testApp.server).post('/api/interest').set(crossSite).send({ name: 'Sam Visser', email: 'sam@example.nl' }).expect(403);
    await request(testApp.server).get('/api/blog-posts').set(crossSite).expect(200);
  });

  describe('staff calls', () => {
    const signIn = async (): Promise<string> => {
      const login = await request(testApp.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', uniqueClientAddress())
        .set('Origin', TEST_SITE_ORIGIN)
        .send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })
        .expect(204);
      return (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    };
    const audit = () => queryTestDatabase<{ event: string }>('SELECT event FROM admin_audit_events ORDER BY id');
    let cookie: string;
    let leadId: string;
    let subscriberId: string;

    beforeEach(async () => {
      cookie = await signIn();
      [{ id: leadId }] = await queryTestDatabase<{ id: string }>(
        `INSERT INTO interest_leads (name, email) VALUES ('Kept Lead', 'kept@example.nl') RETURNING id`,
      );
      [{ id: subscriberId }] = await queryTestDatabase<{ id: string }>('SELECT id FROM newsletter_subscriptions');
    });

    const staffCalls = (): Array<[string, 'post' | 'delete', string]> => [
      ['sign-out', 'post', '/api/auth/logout'],
      ['send again', 'post', `/api/interest/${leadId}/notification`],
      ['deleting a lead', 'delete', `/api/interest/${leadId}`],
      ['deleting a subscriber', 'delete', `/api/newsletter/subscribers/${subscriberId}`],
    ];
    const stateOfTheDesk = async () => ({ ...(await everything()), audit: await audit() });

    it.each([
      ['with neither Origin nor Sec-Fetch-Site', {}, NO_PROOF_REFUSAL],
      ['with Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }, NO_PROOF_REFUSAL],
      ['from a cross-site page', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, CROSS_SITE_REFUSAL],
      ['from a same-site page', { Origin: 'http://shop.localhost:8080', 'Sec-Fetch-Site': 'same-site' }, CROSS_SITE_REFUSAL],
      ['with Origin: null', { Origin: 'null' }, CROSS_SITE_REFUSAL],
    ])('refuses sign-out, send again and deletions %s, with the session cookie: 403, nothing changed', async (_label, headers, refusal) => {
      for (const [name, method, path] of staffCalls()) {
        const before = await stateOfTheDesk();
        const response = await request(testApp.server)[method](path).set('Cookie', cookie).set(headers);
        expect([name, response.status, response.body]).toEqual([name, 403, refusal]);
        expect(await stateOfTheDesk()).toEqual(before);
      }
      // The session lives on: the refused sign-out ended nothing.
      await request(testApp.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
    });

    it('refuses a sign-in without proof (no session, no audit row) and takes it with Sec-Fetch-Site: same-origin', async () => {
      const before = await audit();
      for (const headers of [{}, { Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }]) {
        const refused = await request(testApp.server)
          .post('/api/auth/login')
          .set('X-Forwarded-For', uniqueClientAddress())
          .set(headers)
          .send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })
          .expect(403);
        expect(refused.headers['set-cookie']).toBeUndefined();
      }
      expect(await audit()).toEqual(before);
      await request(testApp.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', uniqueClientAddress())
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })
        .expect(204);
    });

    it("refuses a staff call without proof, and takes each with the site's Origin or Sec-Fetch-Site: same-origin, as the admin pages send them", async () => {
      await request(testApp.server).post(`/api/interest/${leadId}/notification`).set('Cookie', cookie).expect(403);
      expect(await testApp.jobIds(LEAD_NOTIFICATION_QUEUE)).toEqual([]);
      await request(testApp.server)
        .post(`/api/interest/${leadId}/notification`)
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(202);
      await request(testApp.server).delete(`/api/interest/${leadId}`).set('Cookie', cookie).set('Origin', TEST_SITE_ORIGIN).expect(204);
      await request(testApp.server)
        .delete(`/api/newsletter/subscribers/${subscriberId}`)
        .set('Cookie', cookie)
        .set({ Origin: 'http://127.0.0.1:8080', 'Sec-Fetch-Site': 'same-origin' })
        .expect(204);
      await request(testApp.server).post('/api/auth/logout').set('Cookie', cookie).set('Origin', TEST_SITE_ORIGIN).expect(204);
      await request(testApp.server).get('/api/auth/me').set('Cookie', cookie).expect(401);
    });

    it('asks the same proof of any other call that changes something, routed or not', async () => {
      for (const method of ['put', 'patch', 'delete', 'post'] as const) {
        const response = await request(testApp.server)[method]('/api/interest/anything').set('Cookie', cookie);
        expect([method, response.status, response.body]).toEqual([method, 403, NO_PROOF_REFUSAL]);
      }
    });
  });
});
