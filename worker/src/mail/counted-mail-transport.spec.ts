import { createServiceRegistry, createWorkerMetrics } from '@rebound/shared/metrics';
import { parsePrometheusText, sampleValue } from '@rebound/shared/testing';
import type { SentMessageInfo } from 'nodemailer';
import { countedMailTransport } from './counted-mail-transport';
import type { MailTransport } from './mail-transport';

describe('countedMailTransport', () => {
  it("counts each mail the transport took as sent and each it refused as failed, under the consumer's queue", async () => {
    const registry = createServiceRegistry('worker');
    const metrics = createWorkerMetrics(registry, { queues: async () => [], newsletterSendsInProgress: async () => 0 }, [
      'newsletter-post',
    ]);
    let refuse = false;
    const closed = jest.fn();
    // Stands in for nodemailer: the wrapper's own logic is what is tested.
    const transport: MailTransport = {
      sendMail: async () => {
        if (refuse) throw Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return {
          messageId: '<1@test>',
          envelope: { from: 'no-reply@rebound.test', to: ['a@example.org'] },
          accepted: [],
          rejected: [],
        } as unknown as SentMessageInfo;
      },
      close: closed,
    };
    const counted = countedMailTransport(transport, metrics, 'newsletter-post');
    await counted.sendMail({ to: 'a@example.org' });
    await counted.sendMail({ to: 'b@example.org' });
    refuse = true;
    await expect(counted.sendMail({ to: 'c@example.org' })).rejects.toThrow('Mailbox unavailable');
    counted.close();
    const samples = parsePrometheusText(await registry.metrics());
    expect(sampleValue(samples, 'rebound_mails_sent_total', { queue: 'newsletter-post' })).toBe(2);
    expect(sampleValue(samples, 'rebound_mails_failed_total', { queue: 'newsletter-post' })).toBe(1);
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
