/** How long a visitor's request waits for Redis to accept the job before it answers anyway. */
export const LEAD_ENQUEUE_TIMEOUT_MS = 3_000;
/** The sweep re-queues leads still without their staff mail, this often ... */
export const LEAD_SWEEP_INTERVAL_MS = 30_000;
/** ... once they are older than this, so a lead whose request is still queueing it is left alone. */
export const LEAD_SWEEP_GRACE_MS = 60_000;
/** Leads read per query while sweeping. */
export const LEAD_SWEEP_BATCH_SIZE = 500;
