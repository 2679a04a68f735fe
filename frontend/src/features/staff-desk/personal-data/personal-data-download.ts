import type { PersonalDataRequest } from '@rebound/shared';
import { type ApiError, toApiError } from '../../../api/api-query';

/** The file name the server gives (`Content-Disposition: attachment; filename="..."`), else `fallback`. */
export function attachmentFileName(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"\\/]+)"/i.exec(disposition) : null;
  return match ? match[1] : fallback;
}

/** A visitor's access request: the address goes in the body, so no URL (and no request log) holds it. */
const PERSONAL_DATA_ACCESS_URL = '/api/personal-data/access';

/**
 * Fetches everything stored about one address (with the session cookie) and saves it as a file, so a
 * refused request (401, 400) is reported on the page instead of becoming a broken download.
 */
export async function downloadPersonalData(email: string): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  let response: Response;
  try {
    response = await fetch(PERSONAL_DATA_ACCESS_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email } satisfies PersonalDataRequest),
    });
  } catch (cause) {
    return { ok: false, error: { status: 0, message: `0: ${cause instanceof Error ? cause.message : 'Network error'}` } };
  }
  if (!response.ok) return { ok: false, error: await toApiError(response) };
  const blob = await response.blob();
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = attachmentFileName(response.headers.get('Content-Disposition'), 'rebound-personal-data.json');
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
  return { ok: true };
}
