import { randomUUID } from 'node:crypto';
import { type ApiErrorBody, INTEREST_FIELD_LIMITS, type InterestLeadDto, MAX_JSON_BODY_BYTES } from '@rebound/shared';
import { LEAD_NOTIFICATION_JOB, LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { uniqueClientAddress } from '../test-support/network';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_REDIS_URL, TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';

describe('POST /api/interest and GET /api/interest', () => {
  let testApp: TestApp;
  let queueConnection: Redis;
  let queue: Queue;

  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    testApp = await startTestApp({ LEAD_NOTIFY_LOCALE: 'nl' });
    queueConnection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue(LEAD_NOTIFICATION_QUEUE, { connection: queueConnection });
  });

  afterAll(async () => {
    await queue.close();
    queueConnection.disconnect();
    await testApp.app.close();
  });

  /** Each call looks like a different visitor behind nginx, so the 5-per-10-minutes limit stays out of the way. */
  const postInterest = (body: unknown) =>
    request(testApp.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send(body as object);

  it('stores a lead (trimmed, empty message as null), answers 201 {id, createdAt} and queues its job with job id = lead id', async () => {
    const response = await postInterest({ name: '  Sam Visser ', email: ' sam@example.nl ', message: '   ' }).expect(201);
    expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'id']);
    expect(new Date(response.body.createdAt).toISOString()).toBe(response.body.createdAt);

    const rows = await queryTestDatabase('SELECT name, email, message, created_at, notified_at FROM interest_leads WHERE id = $1', [
      response.body.id,
    ]);
    expect(rows).toEqual([
      { name: 'Sam Visser', email: 'sam@example.nl', message: null, created_at: new Date(response.body.createdAt), notified_at: null },
    ]);

    const job = await queue.getJob(response.body.id);
    expect(job?.id).toBe(response.body.id);
    expect(job?.name).toBe(LEAD_NOTIFICATION_JOB);
    expect(job?.data).toEqual({ leadId: response.body.id, locale: 'nl' });
    expect(job?.opts.attempts).toBe(8);
  });

  it('keeps a message and accepts a missing one', async () => {
    const withMessage = await postInterest({ name: 'Ada', email: 'ada@example.com', message: ' I run a boxing gym in Weert. ' }).expect(
      201,
    );
    const withoutMessage = await postInterest({ name: 'Bo', email: 'bo@example.com' }).expect(201);
    const rows = await queryTestDatabase('SELECT id, message FROM interest_leads WHERE id = ANY($1) ORDER BY name', [
      [withMessage.body.id, withoutMessage.body.id],
    ]);
    expect(rows).toEqual([
      { id: withMessage.body.id, message: 'I run a boxing gym in Weert.' },
      { id: withoutMessage.body.id, message: null },
    ]);
  });

  it.each([
    ['a missing name', { email: 'a@b.co' }, [{ field: 'name', code: 'required', message: 'Name is required' }]],
    ['a blank name', { name: '   ', email: 'a@b.co' }, [{ field: 'name', code: 'required', message: 'Name is required' }]],
    ['a null email', { name: 'Ann', email: null }, [{ field: 'email', code: 'required', message: 'Email is required' }]],
    [
      'an email without a dot',
      { name: 'Ann', email: 'ann@example' },
      [{ field: 'email', code: 'invalid', message: 'Please enter a valid email address' }],
    ],
    [
      'an email with a space',
      { name: 'Ann', email: 'ann smith@example.com' },
      [{ field: 'email', code: 'invalid', message: 'Please enter a valid email address' }],
    ],
    ['a number as name', { name: 42, email: 'a@b.co' }, [{ field: 'name', code: 'notText', message: 'Name must be text' }]],
    [
      'an object as message',
      { name: 'Ann', email: 'a@b.co', message: { text: 'hi' } },
      [{ field: 'message', code: 'notText', message: 'Message must be text' }],
    ],
    [
      'a name over 200 characters',
      { name: 'x'.repeat(INTEREST_FIELD_LIMITS.name + 1), email: 'a@b.co' },
      [{ field: 'name', code: 'tooLong', message: 'Name must be at most 200 characters' }],
    ],
    [
      'an email over 254 characters',
      { name: 'Ann', email: `${'x'.repeat(250)}@b.co` },
      [{ field: 'email', code: 'tooLong', message: 'Email must be at most 254 characters' }],
    ],
    [
      'a message over 5000 characters',
      { name: 'Ann', email: 'a@b.co', message: 'x'.repeat(INTEREST_FIELD_LIMITS.message + 1) },
      [{ field: 'message', code: 'tooLong', message: 'Message must be at most 5000 characters' }],
    ],
    [
      'an unknown field',
      { name: 'Ann', email: 'a@b.co', phone: '123' },
      [{ field: 'phone', code: 'unknownField', message: "Unknown field 'phone'" }],
    ],
  ])('answers 400 naming the field for %s', async (_case, body, errors) => {
    const response = await postInterest(body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Some fields are missing or invalid', errors });
  });

  it('names every failing field at once, and stores nothing', async () => {
    const before = await queryTestDatabase<{ count: string }>('SELECT count(*) FROM interest_leads');
    const response = await postInterest({ email: 'not-an-email', extra: true }).expect(400);
    expect((response.body as ApiErrorBody).errors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'required', message: 'Name is required' },
        { field: 'email', code: 'invalid', message: 'Please enter a valid email address' },
        { field: 'extra', code: 'unknownField', message: "Unknown field 'extra'" },
      ]),
    );
    expect(await queryTestDatabase('SELECT count(*) FROM interest_leads')).toEqual(before);
  });

  describe('Idempotency-Key', () => {
    const leadCountFor = async (key: string) =>
      Number(
        (await queryTestDatabase<{ count: string }>('SELECT count(*) FROM interest_leads WHERE idempotency_key = $1', [key]))[0].count,
      );
    const postWithKey = (key: string, body: object) => postInterest(body).set('Idempotency-Key', key);

    it('answers the same submission sent again with the first answer: one lead, one job', async () => {
      const key = `form-${randomUUID()}`;
      const lead = { name: 'Noor Jansen', email: 'noor@example.nl', message: 'Sent twice by nginx' };
      const first = await postWithKey(key, lead).expect(201);
      await queue.remove(first.body.id);
      // Spaces around the values are trimmed: still the same submission.
      const again = await postWithKey(key, { ...lead, name: ' Noor Jansen ' }).expect(201);
      expect(again.body).toEqual(first.body);
      expect(await leadCountFor(key)).toBe(1);
      // The first job was removed above: the repeat queued no second one.
      expect(await queue.getJob(first.body.id)).toBeUndefined();
    });

    it('stores a submission sent to several backends at the same moment once', async () => {
      const key = randomUUID();
      const lead = { name: 'Mo Bakker', email: 'mo@example.nl' };
      const answers = await Promise.all(Array.from({ length: 8 }, () => postWithKey(key, lead)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(await leadCountFor(key)).toBe(1);
    });

    it('refuses the same key with other contents (422) and stores nothing', async () => {
      const key = randomUUID();
      await postWithKey(key, { name: 'Ann', email: 'ann@example.nl' }).expect(201);
      const other = await postWithKey(key, { name: 'Ann', email: 'ann@example.nl', message: 'something else' }).expect(422);
      expect(other.body).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'This Idempotency-Key was already used for a different submission; make a new key for new contents',
      });
      expect(await queryTestDatabase('SELECT name, message FROM interest_leads WHERE idempotency_key = $1', [key])).toEqual([
        { name: 'Ann', message: null },
      ]);
    });

    it.each([
      ['empty', ''],
      ['with a space', 'two words'],
      ['with a tab', 'a\tb'],
      ['129 characters', 'k'.repeat(129)],
      ['not ASCII', 'clé'],
    ])('refuses a key that is %s with 400, storing nothing', async (_label, key) => {
      const before = await queryTestDatabase('SELECT count(*) FROM interest_leads');
      const response = await postWithKey(key, { name: 'Ann', email: 'ann@example.nl' }).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Idempotency-Key must be 1 to 128 visible ASCII characters (letters, digits, punctuation; no spaces)',
      });
      expect(await queryTestDatabase('SELECT count(*) FROM interest_leads')).toEqual(before);
    });

    it('takes a key of 128 visible characters, punctuation included', async () => {
      const key = `${randomUUID()}!~{}`.padEnd(128, '#');
      const response = await postWithKey(key, { name: 'Ann', email: 'ann@example.nl' }).expect(201);
      expect(await queryTestDatabase('SELECT idempotency_key FROM interest_leads WHERE id = $1', [response.body.id])).toEqual([
        { idempotency_key: key },
      ]);
    });
  });

  it('answers 400 (never 500) for malformed JSON, an array body and an empty body', async () => {
    const malformed = await request(testApp.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .set('Content-Type', 'application/json')
      .send('{"name": "Ann", ')
      .expect(400);
    expect(malformed.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON' });

    const array = await postInterest([{ name: 'Ann', email: 'a@b.co' }]).expect(400);
    expect(array.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body must be a JSON object' });

    const empty = await request(testApp.server).post('/api/interest').set('X-Forwarded-For', uniqueClientAddress()).expect(400);
    expect(empty.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['email', 'name']);
  });

  it('answers 413 for a body over 16 KiB', async () => {
    const body = JSON.stringify({ name: 'Ann', email: 'a@b.co', message: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const response = await request(testApp.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is larger than 16384 bytes' });
  });

  it('answers 415 for a body that is neither JSON nor a form', async () => {
    const text = await request(testApp.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .set('Content-Type', 'text/plain')
      .send('{"name":"Ann","email":"a@b.co"}')
      .expect(415);
    expect(text.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Send the request body as application/json' });
  });

  describe('as a plain HTML form (the interest form before the app has started, or without JavaScript)', () => {
    const postForm = (fields: Record<string, string>, clientAddress = uniqueClientAddress()) =>
      request(testApp.server).post('/api/interest').set('X-Forwarded-For', clientAddress).type('form').send(fields);
    const leadsNamed = (name: string) =>
      queryTestDatabase<{ id: string; email: string; message: string | null }>(
        'SELECT id, email, message FROM interest_leads WHERE name = $1',
        [name],
      );

    it('stores and queues the lead like the JSON call, then sends the browser to the result page: 303 result=sent in the form language', async () => {
      const response = await postForm({ name: ' Sahar Ahmadi ', email: 'sahar@example.ir', message: '', lng: 'fa' }).expect(303);
      expect(response.headers.location).toBe('/fa/get-involved/sent?result=sent');
      const [lead] = await leadsNamed('Sahar Ahmadi');
      expect(lead).toEqual({ id: expect.any(String), email: 'sahar@example.ir', message: null });
      expect(await queue.getJob(lead.id)).toBeDefined();
    });

    it('takes the Idempotency-Key nginx adds to a form, so a form passed to a second backend is stored once', async () => {
      const key = `nginx-${randomUUID().replace(/-/g, '')}`;
      const fields = { name: 'Twice Posted', email: 'twice@example.nl', lng: 'nl' };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await postForm(fields).set('Idempotency-Key', key).expect(303);
        expect(response.headers.location).toBe('/nl/get-involved/sent?result=sent');
      }
      expect(await leadsNamed('Twice Posted')).toHaveLength(1);
    });

    it('sends a refused form back as result=invalid in its language, storing nothing, and an unknown language as English', async () => {
      const refused: Array<Record<string, string>> = [
        { name: '', email: 'a@b.co', lng: 'es' },
        { name: 'Refused Form', email: 'not an address', lng: 'es' },
        { name: 'Refused Form', email: 'a@b.co', extra: 'x', lng: 'es' },
      ];
      for (const fields of refused) {
        expect((await postForm(fields).expect(303)).headers.location).toBe('/es/get-involved/sent?result=invalid');
      }
      expect((await postForm({ name: 'Refused Form', email: 'bad', lng: 'xx' }).expect(303)).headers.location).toBe(
        '/en/get-involved/sent?result=invalid',
      );
      expect(await leadsNamed('Refused Form')).toEqual([]);
    });

    it('sends the 6th form within 10 minutes back as result=rate-limited, storing nothing', async () => {
      const clientAddress = uniqueClientAddress();
      for (let index = 0; index < 5; index += 1)
        await postForm({ name: `Form Visitor ${index}`, email: `v${index}@example.pt`, lng: 'pt' }, clientAddress).expect(303);
      const blocked = await postForm({ name: 'Form Visitor 5', email: 'v5@example.pt', lng: 'pt' }, clientAddress).expect(303);
      expect(blocked.headers.location).toBe('/pt/get-involved/sent?result=rate-limited');
      expect(await leadsNamed('Form Visitor 5')).toEqual([]);
    });
  });

  it('answers 404 as an ApiErrorBody for an unknown route', async () => {
    const response = await request(testApp.server).get('/api/nothing-here').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/nothing-here' });
  });

  it('lists leads only to a signed-in admin, newest first', async () => {
    const anonymous = await request(testApp.server).get('/api/interest').expect(401);
    expect(anonymous.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue' });

    const agent = request.agent(testApp.server).set('Origin', TEST_SITE_ORIGIN);
    await agent.post('/api/auth/login').send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }).expect(204);
    const first = await postInterest({ name: 'Older', email: 'older@example.com' }).expect(201);
    const second = await postInterest({ name: 'Newer', email: 'newer@example.com', message: 'Count me in' }).expect(201);

    const response = await agent.get('/api/interest').expect(200);
    const leads = response.body as InterestLeadDto[];
    const createdAts = leads.map((lead) => lead.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    expect(leads[0]).toEqual({
      id: second.body.id,
      name: 'Newer',
      email: 'newer@example.com',
      message: 'Count me in',
      createdAt: second.body.createdAt,
      notifiedAt: null,
      notificationStatus: 'waiting',
    });
    expect(leads[1].id).toBe(first.body.id);
    const [{ count }] = await queryTestDatabase<{ count: string }>('SELECT count(*) FROM interest_leads');
    expect(leads).toHaveLength(Number(count));
    expect(response.headers['x-total-count']).toBe(count);
  });
});
