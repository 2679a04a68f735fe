import { randomUUID } from 'node:crypto';
import { clientAddress } from './lead-burst';
import { rawRequest } from './raw-http';

// Registrations sent at a steady rate, as visitors arrive (an open loop: a slow answer does not slow
// the next visitor down), each with its own Idempotency-Key as the form makes one, for the fault
// benchmark (bench/faults.bench.ts).

/** One registration and how it was answered (status 0: no HTTP answer at all). */
export interface PacedAnswer {
  index: number;
  status: number;
  /** The lead's id from a 201. */
  id?: string;
  /** When it was sent and answered (Date.now()). */
  sentAt: number;
  answeredAt: number;
  error?: string;
}

export interface PacedLeadsOptions {
  /** nginx's address; every lead goes to POST /api/interest there. */
  baseUrl: string;
  /** Written into every lead's name and address, so the run finds its own rows and mails. */
  runId: string;
  count: number;
  perSecond: number;
  /** Called after each request has gone out, with how many went out so far. */
  onSent?: (sent: number) => void;
}

/** Lead `index` of run `runId`: a name and an address that name both, so rows and mails can be matched. */
export function pacedLead(runId: string, index: number): { name: string; email: string; message: string } {
  return {
    name: `Fault ${runId} #${index}`,
    email: `fault-${runId}-${index}@example.org`,
    message: `Fault benchmark lead ${index} of run ${runId}`,
  };
}

/** The index in a name made by pacedLead, or undefined for anything else. */
export function pacedLeadIndex(runId: string, name: string): number | undefined {
  const match = new RegExp(`^Fault ${runId} #(\\d+)$`).exec(name);
  return match ? Number(match[1]) : undefined;
}

/** Sends `count` registrations, `perSecond` per second, through nginx, and returns every answer by index. */
export async function sendPacedLeads({ baseUrl, runId, count, perSecond, onSent }: PacedLeadsOptions): Promise<PacedAnswer[]> {
  const started = Date.now();
  const sendOne = async (index: number): Promise<PacedAnswer> => {
    const sentAt = Date.now();
    try {
      const response = await rawRequest(`${baseUrl}/api/interest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify(pacedLead(runId, index)),
        localAddress: clientAddress(index),
        // Longer than nginx's own limits (30 s read, 15 s of passing to the next backend): nginx answers first.
        timeoutMs: 60_000,
      });
      const body = response.body.toString();
      const id = response.status === 201 ? (JSON.parse(body) as { id: string }).id : undefined;
      return {
        index,
        status: response.status,
        id,
        sentAt,
        answeredAt: Date.now(),
        error: response.status === 201 ? undefined : body.slice(0, 200),
      };
    } catch (error) {
      return { index, status: 0, sentAt, answeredAt: Date.now(), error: (error as Error).message };
    }
  };
  const pending: Array<Promise<PacedAnswer>> = [];
  for (let index = 0; index < count; index += 1) {
    const due = started + (index * 1000) / perSecond - Date.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    pending.push(sendOne(index));
    onSent?.(index + 1);
  }
  return Promise.all(pending);
}
