import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a page of a staff list ends: its last row's time (microseconds, as PostgreSQL keeps it) and id. */
export interface KeysetPosition {
  createdAt: string;
  id: string;
}

const CREATED_AT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);
/** 128 bits of HMAC-SHA256: more than enough against forging, and keeps the URL short. */
const SIGNATURE_BYTES = 16;

/**
 * A list's opaque `cursor` (the leads' and the subscribers'): the position as base64url JSON, and a
 * signature keyed with the session secret, so a client can neither forge one nor slip a value of its
 * own into the query.
 */
export class KeysetCursorCodec {
  /** `isId` says which ids the list's rows have (uuids for leads and subscribers, slugs for blog posts). */
  constructor(
    private readonly secret: string,
    private readonly isId: (id: string) => boolean = isUuid,
  ) {}

  encode(position: KeysetPosition): string {
    const payload = Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  /** The position, or undefined when the cursor is malformed, forged or from another secret. */
  decode(cursor: string): KeysetPosition | undefined {
    const [payload, signature, ...rest] = cursor.split('.');
    if (!payload || !signature || rest.length > 0) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (!Array.isArray(decoded) || decoded.length !== 2) return undefined;
      const [createdAt, id] = decoded as unknown[];
      if (typeof createdAt !== 'string' || !CREATED_AT_KEY.test(createdAt) || typeof id !== 'string' || !this.isId(id)) return undefined;
      return { createdAt, id };
    } catch {
      return undefined;
    }
  }

  private sign(payload: string): Buffer {
    // The label predates the subscribers' list; kept, so cursors handed out before stay valid.
    return createHmac('sha256', this.secret).update(`rebound-lead-cursor:${payload}`).digest().subarray(0, SIGNATURE_BYTES);
  }
}
