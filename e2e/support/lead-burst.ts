import { rawRequest } from './raw-http';

/** How one registration of a burst was answered (status 0: no HTTP answer at all). */
export interface BurstAnswer {
  index: number;
  status: number;
  /** The lead's id from a 201. */
  id?: string;
  error?: string;
}

export interface BurstOptions {
  /** nginx's address; every lead goes to POST /api/interest there. */
  baseUrl: string;
  /** Written into every lead's name, so a run finds its own leads. */
  runId: string;
  /** Requests in flight at once. */
  concurrency: number;
  /** Send at least this many. */
  minimum: number;
  /** Never more than this many. */
  maximum: number;
  /** After `minimum`, keep sending until this says enough, given how many were sent (e.g. enough after a stopped backend has gone). */
  enough?: (sent: number) => boolean;
  /** Called once, when this many requests have been sent (e.g. to stop a backend in the middle). */
  at?: { sent: number; run: () => void };
}

/** The lead with this index: a name that names the run and the index, and an address of its own. */
export function burstLead(runId: string, index: number): { name: string; email: string } {
  return { name: `Burst ${runId} #${index}`, email: `burst-${index}@example.org` };
}

/**
 * Each request comes from an address of its own (127.100.x.y; Linux answers all of 127/8), so the
 * per-visitor throttle of the interest form (5 per 10 minutes) never refuses one: every answer that
 * is not a 201 is the fault under test. Every other lead carries the form's Idempotency-Key; the
 * others get the one nginx makes.
 */
export function clientAddress(index: number): string {
  return `127.100.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
}

/** Sends registrations concurrently through nginx and returns every answer. */
export async function sendLeadBurst(options: BurstOptions): Promise<BurstAnswer[]> {
  const answers: BurstAnswer[] = [];
  let next = 0;
  const sendOne = async (index: number): Promise<BurstAnswer> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (index % 2 === 0) headers['Idempotency-Key'] = `burst-${options.runId}-${index}`;
    try {
      const response = await rawRequest(`${options.baseUrl}/api/interest`, {
        method: 'POST',
        headers,
        body: JSON.stringify(burstLead(options.runId, index)),
        localAddress: clientAddress(index),
      });
      const body = response.body.toString();
      const id = response.status === 201 ? (JSON.parse(body) as { id: string }).id : undefined;
      return { index, status: response.status, id, error: response.status === 201 ? undefined : body.slice(0, 200) };
    } catch (error) {
      return { index, status: 0, error: (error as Error).message };
    }
  };
  const lane = async () => {
    for (;;) {
      const index = next;
      if (index >= options.maximum || (index >= options.minimum && (options.enough?.(index) ?? true))) return;
      next += 1;
      if (options.at && index === options.at.sent) options.at.run();
      answers.push(await sendOne(index));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, lane));
  return answers.sort((a, b) => a.index - b.index);
}

/** Answers counted by status, e.g. { 201: 598, 502: 2 }. */
export function countByStatus(answers: BurstAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
