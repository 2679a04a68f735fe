import type { BlogPostMovedBody, LanguageCode, PublicBlogPostDto } from '@rebound/shared';

/** The backend did not answer (down, timed out, 5xx): the render server says 503 and nginx serves the shell. */
export class BackendUnavailableError extends Error {}

export interface BlogSource {
  /** The published posts; with `language`, each in its version in that language where it has one (`?lng=`). */
  list(language?: LanguageCode): Promise<PublicBlogPostDto[]>;
  /** One post, where an old slug moved to (`movedTo`), or null when the backend has none by that id. */
  get(id: string, language?: LanguageCode): Promise<PublicBlogPostDto | BlogPostMovedBody | null>;
  /** The post a preview link's token opens (any state), or null for an invalid or expired token. */
  preview(token: string, language?: LanguageCode): Promise<PublicBlogPostDto | null>;
}

const TIMEOUT_MS = 5_000;

/** `?lng=xx` for a language, nothing without one. */
const languageQuery = (language?: LanguageCode) => (language ? `?lng=${encodeURIComponent(language)}` : '');

/** Reads posts from the backend's public API, the same calls (and shapes) the browser makes. */
export function createBlogSource(backendUrl: string): BlogSource {
  const request = async (path: string): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(new URL(path, backendUrl), {
        signal: AbortSignal.timeout(TIMEOUT_MS),
        // An old slug's 301 is the page's own 301, not something to follow here.
        redirect: 'manual',
        headers: { Accept: 'application/json' },
      });
    } catch (error) {
      throw new BackendUnavailableError(`GET ${path}: ${String(error)}`);
    }
    if (response.status >= 500) throw new BackendUnavailableError(`GET ${path}: ${response.status}`);
    return response;
  };
  return {
    async list(language) {
      const response = await request(`/api/blog-posts${languageQuery(language)}`);
      if (!response.ok) throw new BackendUnavailableError(`GET /api/blog-posts: ${response.status}`);
      return (await response.json()) as PublicBlogPostDto[];
    },
    async get(id, language) {
      const response = await request(`/api/blog-posts/${encodeURIComponent(id)}${languageQuery(language)}`);
      if (response.status === 301) {
        const moved = (await response.json()) as Partial<BlogPostMovedBody>;
        if (typeof moved.movedTo === 'string') return { movedTo: moved.movedTo };
      }
      // 404 (no such post) and 400 (an id the API refuses) both mean: no post by that address.
      if (response.status >= 400) return null;
      return (await response.json()) as PublicBlogPostDto;
    },
    async preview(token, language) {
      const response = await request(`/api/blog-posts/preview/${encodeURIComponent(token)}${languageQuery(language)}`);
      if (response.status >= 400) return null;
      return (await response.json()) as PublicBlogPostDto;
    },
  };
}
