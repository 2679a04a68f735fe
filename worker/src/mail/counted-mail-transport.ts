import type { WorkerMetrics } from '@rebound/shared/metrics';
import type { MailTransport } from './mail-transport';

/** `transport` as one queue's consumer sees it: every mail it hands over counts as sent or failed under that queue. */
export function countedMailTransport(transport: MailTransport, metrics: WorkerMetrics, queue: string): MailTransport {
  return {
    async sendMail(mail) {
      try {
        const info = await transport.sendMail(mail);
        metrics.mailsSent.inc({ queue });
        return info;
      } catch (error) {
        metrics.mailsFailed.inc({ queue });
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
