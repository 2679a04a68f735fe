import { ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminSecrets } from '../auth/admin-secrets';
import type { LeadNotificationProducer } from '../lead-queue/lead-notification.producer';
import { useSpecApp } from '../test-support/spec-app';
import { queryTestDatabase } from '../test-support/test-database';
import { LeadDeskService } from './lead-desk.service';

const FAILED_AT = new Date('2026-11-01T00:10:00Z');

/**
 * The order of "send again" against the real database, with the queue replaced by a recorder: the
 * queue itself is the spec app's concern (lead-desk.controller.int.spec.ts); here only when it is asked.
 */
describe('send again clears the failure before the job exists, and puts it back when the queue is down', () => {
  const testApp = useSpecApp();

  async function failedLead(): Promise<string> {
    const [row] = await queryTestDatabase<{ id: string }>(
      `INSERT INTO interest_leads (name, email, notify_failed_at, notify_attempts, notify_last_error) VALUES ('Failed', 'f@example.com', $1, 8, 'RCPT TO 550') RETURNING id`,
      [FAILED_AT],
    );
    return row.id;
  }

  const deskWith = (requeue: (id: string) => Promise<void>) =>
    new LeadDeskService(testApp.app.get(DataSource), { requeue } as unknown as LeadNotificationProducer, testApp.app.get(AdminSecrets));

  const failedAtOf = async (id: string) =>
    (await queryTestDatabase<{ notify_failed_at: Date | null }>('SELECT notify_failed_at FROM interest_leads WHERE id = $1', [id]))[0]
      .notify_failed_at;

  it('queues only a lead whose failure is already cleared and unlocked: a worker taking the job at once finds the row free', async () => {
    const id = await failedLead();
    const seenByTheQueue: Array<{ notify_failed_at: Date | null }> = [];
    await deskWith(async (queued) => {
      // What a worker's `FOR UPDATE SKIP LOCKED` would see the moment the job exists.
      seenByTheQueue.push(
        ...(await queryTestDatabase<{ notify_failed_at: Date | null }>(
          'SELECT notify_failed_at FROM interest_leads WHERE id = $1 FOR UPDATE SKIP LOCKED',
          [queued],
        )),
      );
    }).sendAgain(id);
    expect(seenByTheQueue).toEqual([{ notify_failed_at: null }]);
    expect(await failedAtOf(id)).toBeNull();
  });

  it('answers 503 and shows the failure as before when the queue does not take the job', async () => {
    const id = await failedLead();
    await expect(deskWith(() => Promise.reject(new Error('Redis did not answer'))).sendAgain(id)).rejects.toBeInstanceOf(
      ServiceUnavailableException,
    );
    expect(await failedAtOf(id)).toEqual(FAILED_AT);
  });
});
