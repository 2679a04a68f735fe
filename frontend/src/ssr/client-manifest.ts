import { PAGE_COMPONENTS, type RenderedRouteId } from '../app/page-components';
import type { LanguageCode } from '../i18n/languages';
import { SHARED_TEXT_AREAS } from '../i18n/text-areas';

/** Vite's build manifest (build.manifest): each source module's chunk, the chunks it imports and its CSS. */
export type ClientManifest = Record<
  string,
  { file: string; src?: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

export interface PageAssets {
  /** Module chunks to preload (`<link rel="modulepreload">`). */
  scripts: string[];
  /** Stylesheets the rendered markup needs before it is shown. */
  styles: string[];
}

/** Chunk keys that the entry script (index.html) loads itself. */
function entryChunkKeys(manifest: ClientManifest): Set<string> {
  const keys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) [key, ...(chunk.imports ?? [])].forEach((imported) => keys.add(imported));
  }
  return keys;
}

function collect(manifest: ClientManifest, key: string, assets: PageAssets, skip: Set<string>): void {
  if (skip.has(key)) return;
  skip.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  assets.scripts.push(`/${chunk.file}`);
  for (const css of chunk.css ?? []) if (!assets.styles.includes(`/${css}`)) assets.styles.push(`/${css}`);
  chunk.imports?.forEach((imported) => collect(manifest, imported, assets, skip));
}

function findKey(manifest: ClientManifest, matches: (key: string) => boolean, what: string): string {
  const key = Object.keys(manifest).find(matches);
  if (!key) throw new Error(`The build manifest has no chunk for ${what}`);
  return key;
}

/**
 * What a rendered page needs so that hydration waits on no chain of requests: its page chunk (with that
 * chunk's imports and styles) and its language's texts.
 */
export function pageAssets(manifest: ClientManifest, routeId: RenderedRouteId | undefined, language: LanguageCode): PageAssets {
  const assets: PageAssets = { scripts: [], styles: [] };
  const skip = entryChunkKeys(manifest);
  // The not-found page is part of the entry chunk: it has no chunk of its own.
  if (routeId) {
    const moduleName = PAGE_COMPONENTS[routeId].moduleName;
    collect(manifest, findKey(manifest, (key) => key.endsWith(`/${moduleName}.tsx`), moduleName), assets, skip);
  }
  // Its language's texts: the shared areas and the page's own (i18n/text-areas.ts).
  const areas = new Set<string>([...SHARED_TEXT_AREAS, ...(routeId ? PAGE_COMPONENTS[routeId].textAreas : [])]);
  for (const area of areas) {
    collect(manifest, findKey(manifest, (key) => key.endsWith(`src/locales/${language}/${area}.json`), `the ${language} texts of ${area}`), assets, skip);
  }
  return assets;
}
