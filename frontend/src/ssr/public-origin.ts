/**
 * Absolute addresses in prerendered pages, the sitemap and the feed are written with this origin;
 * nginx replaces it with the running site's PUBLIC_URL as it sends them (sub_filter), so one build
 * serves any address. `.invalid` can never be a real host (RFC 2606).
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://public-url.rebound.invalid';

export function absoluteUrl(pathAndQuery: string): string {
  return new URL(pathAndQuery, PUBLIC_ORIGIN_PLACEHOLDER).toString();
}
