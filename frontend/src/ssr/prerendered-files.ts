/**
 * Where the build writes each prerendered page: `prerendered/<language>/<path>.html`, the home page
 * as `index.html`, the not-found page as `404.html`. nginx/templates/default.conf.template looks them
 * up by the same rule (`/prerendered/$site_lang$uri.html`).
 */
export const PRERENDERED_FOLDER = 'prerendered';
export const NOT_FOUND_FILE = '404.html';

export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
