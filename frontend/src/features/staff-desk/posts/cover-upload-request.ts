import { type ApiErrorBody, BLOG_COVER_LIMITS, type BlogCoverUpload } from '@rebound/shared';

/** Why an upload did not become the cover, each with its own text in the studio. */
export type CoverUploadFailure = 'tooLarge' | 'wrongType' | 'tooManyPixels' | 'unreadable' | 'signedOut' | 'network' | 'failed';

export class CoverUploadError extends Error {
  constructor(readonly failure: CoverUploadFailure) {
    super(failure);
  }
}

/** The failure an answer of POST /api/admin/blog-posts/:id/cover means; the body's code tells the two 422s apart. */
export function coverUploadFailure(status: number, body: Partial<ApiErrorBody> | undefined): CoverUploadFailure {
  if (status === 0) return 'network';
  if (status === 401) return 'signedOut';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'wrongType';
  const code = body?.errors?.[0]?.code;
  if (status === 422) return code === 'imagePixels' ? 'tooManyPixels' : 'unreadable';
  return 'failed';
}

/** A failure found before sending: a file over the size limit is not sent at all. */
export function checkBeforeUpload(file: File): CoverUploadFailure | undefined {
  return file.size > BLOG_COVER_LIMITS.maxBytes ? 'tooLarge' : undefined;
}

function parseBody(text: string): Partial<ApiErrorBody> | undefined {
  try {
    return JSON.parse(text) as Partial<ApiErrorBody>;
  } catch {
    // nginx's own 413 page is HTML: the status says enough.
    return undefined;
  }
}

/**
 * Sends one file as the post's cover. XMLHttpRequest rather than fetch: only it reports how much of the
 * body has gone (`onProgress`, 0 to 1). Same origin, so the session cookie and the Origin header go along.
 */
export function uploadCover(postId: string, file: File, onProgress: (fraction: number) => void): Promise<BlogCoverUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/blog-posts/${encodeURIComponent(postId)}/cover`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status === 201 && body) resolve(body as unknown as BlogCoverUpload);
      else reject(new CoverUploadError(coverUploadFailure(request.status, body)));
    };
    request.onerror = () => reject(new CoverUploadError('network'));
    const form = new FormData();
    form.append(BLOG_COVER_LIMITS.field, file);
    request.send(form);
  });
}
