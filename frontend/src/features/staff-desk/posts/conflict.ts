import type { ApiError } from '../../../api/api-query';
import type { StudioPost } from './studio-types';

/** The stored post a 409 answer carries (`{message, current}`), or null when the failure is no conflict. */
export function conflictingPost(failure: unknown): StudioPost | null {
  const error = failure as ApiError | undefined;
  if (error?.status !== 409) return null;
  const fromBody = (error.body as { current?: StudioPost } | undefined)?.current;
  if (fromBody) return fromBody;
  // The API's conflict body has no statusCode, so apiQuery leaves it in the message: "409: {json}".
  try {
    const parsed = JSON.parse(error.message.slice(error.message.indexOf(':') + 1)) as { current?: StudioPost };
    return parsed.current ?? null;
  } catch {
    return null;
  }
}

/** True for a 409 about the slug (taken by another post), which is a field error, not a conflict of versions. */
export function isSlugTaken(failure: unknown): boolean {
  const error = failure as ApiError | undefined;
  return error?.status === 409 && /slug_taken/.test(error.message);
}
