import { LEAD_NOTIFICATION_JOB, LEAD_NOTIFICATION_JOB_OPTIONS, LEAD_NOTIFICATION_QUEUE } from '@rebound/shared/node';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { eventually } from '../test-support/eventually';
import { uniqueClientAddress } from '../test-support/network';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { LeadSweepService } from './lead-sweep.service';

describe('leads are never lost when Redis goes down', () => {
  const testApp = useSpecApp({ privateRedis: true });
  const jobIds = () => testApp.jobIds(LEAD_NOTIFICATION_QUEUE);

  it('answers 201 quickly while Redis is down, keeps the lead, and the sweep queues it once Redis is back', async () => {
    const before = await request(testApp.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ name: 'Before', email: 'before@example.com' })
      .expect(201);
    expect(await jobIds()).toEqual([before.body.id]);

    await testApp.redis.stop();
    const startedAt = Date.now();
    const during = await request(testApp.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ name: 'During', email: 'during@example.com', message: 'Sent while Redis was down' })
      .expect(201);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(await queryTestDatabase('SELECT name, notified_at FROM interest_leads WHERE id = $1', [during.body.id])).toEqual([
      { name: 'During', notified_at: null },
    ]);

    const health = await request(testApp.server).get('/api/health').expect(503);
    expect(health.body.message).toBe('Unavailable: redis');

    // Redis comes back empty (no persistence): the job of the first lead is gone as well.
    await testApp.redis.start();
    // Past the sweep's grace period for both leads.
    await queryTestDatabase(`UPDATE interest_leads SET created_at = created_at - interval '5 minutes'`);
    const sweep = testApp.app.get(LeadSweepService);
    const result = await eventually(async () => {
      const swept = await sweep.sweep();
      return swept.queued === 2 ? swept : undefined;
    }, 15_000);
    expect(result).toEqual({ pending: 2, queued: 2, retried: 0 });
    expect(await jobIds()).toEqual([before.body.id, during.body.id].sort());

    // A second sweep (or another replica's) queues nothing twice.
    expect(await sweep.sweep()).toEqual({ pending: 2, queued: 0, retried: 0 });
    expect(await jobIds()).toHaveLength(2);
    await request(testApp.server).get('/api/health').expect(200);
  });

  it('leaves leads younger than the grace period and leads already mailed alone', async () => {
    const fresh = await request(testApp.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ name: 'Fresh', email: 'fresh@example.com' })
      .expect(201);
    await queryTestDatabase(`UPDATE interest_leads SET notified_at = now() WHERE name = 'Before'`);
    await testApp.redis.stop();
    await testApp.redis.start();
    const sweep = testApp.app.get(LeadSweepService);
    const result = await eventually(async () => {
      const swept = await sweep.sweep();
      return swept.queued === 1 ? swept : undefined;
    }, 15_000);
    // Only "During" (old, unmailed): "Before" is mailed and "Fresh" is within the grace period.
    expect(result).toEqual({ pending: 1, queued: 1, retried: 0 });
    expect(await jobIds()).not.toContain(fresh.body.id);
  });

  it('sends a job whose fast retries all failed back to the queue once its slow-retry interval has passed', async () => {
    const lead = await request(testApp.server)
      .post('/api/interest')
      .set('X-Forwarded-For', uniqueClientAddress())
      .send({ name: 'Refused', email: 'refused@example.com' })
      .expect(201);
    await queryTestDatabase(`UPDATE interest_leads SET notified_at = now() WHERE id <> $1`, [lead.body.id]);
    await queryTestDatabase(`UPDATE interest_leads SET created_at = now() - interval '1 hour' WHERE id = $1`, [lead.body.id]);
    // Takes the job as the worker would and fails it for good, as after its last fast retry (the worker's own tests use a real mail server).
    const connection = new Redis(testApp.redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(LEAD_NOTIFICATION_QUEUE, { connection });
    // Only this lead's job, with a single attempt so failing it once is failing it for good.
    await queue.obliterate({ force: true });
    await queue.add(
      LEAD_NOTIFICATION_JOB,
      { leadId: lead.body.id, locale: 'en' },
      { ...LEAD_NOTIFICATION_JOB_OPTIONS, jobId: lead.body.id, attempts: 1 },
    );
    const manualConnection = new Redis(testApp.redis.url, { maxRetriesPerRequest: null });
    const manualWorker = new Worker(LEAD_NOTIFICATION_QUEUE, null, { connection: manualConnection });
    const token = 'lead-outage-spec';
    const taken = await manualWorker.getNextJob(token);
    expect(taken?.id).toBe(lead.body.id);
    await taken!.moveToFailed(new Error('451 try again later'), token);
    await manualWorker.close();
    manualConnection.disconnect();
    expect(await (await queue.getJob(lead.body.id))?.getState()).toBe('failed');
    try {
      const sweep = testApp.app.get(LeadSweepService);
      expect(await sweep.sweep(0, 60 * 60_000)).toEqual({ pending: 1, queued: 0, retried: 0 });
      expect(await sweep.sweep(0, 0)).toEqual({ pending: 1, queued: 0, retried: 1 });
      expect(await (await queue.getJob(lead.body.id))?.getState()).toBe('waiting');
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
