import { LEAD_MAINTENANCE_QUEUE } from '@rebound/shared';
import { LEAD_NOTIFICATION_QUEUE, NEWSLETTER_MAIL_QUEUE, NEWSLETTER_POST_QUEUE, STAFF_ACCOUNT_MAIL_QUEUE } from '@rebound/shared/node';

/** Every queue the worker registers (and consumes): the module registers these, the metrics read each. */
export const WORKER_QUEUES = [
  LEAD_NOTIFICATION_QUEUE,
  NEWSLETTER_MAIL_QUEUE,
  NEWSLETTER_POST_QUEUE,
  LEAD_MAINTENANCE_QUEUE,
  STAFF_ACCOUNT_MAIL_QUEUE,
] as const;

/** The queues whose jobs send mail: the mail counters carry their names. */
export const MAIL_QUEUES = [LEAD_NOTIFICATION_QUEUE, NEWSLETTER_MAIL_QUEUE, NEWSLETTER_POST_QUEUE, STAFF_ACCOUNT_MAIL_QUEUE] as const;
