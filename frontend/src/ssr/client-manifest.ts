import { PAGE_COMPONENTS, type RenderedRouteId } from '../app/page-components';
import type { LanguageCode } from '../i18n/languages';
import { SHARED_TEXT_AREAS, sharedTextsChunkName } from '../i18n/text-areas';

/** Vite's build manifest (build.manifest): each source module's chunk, the chunks it imports and its CSS. */
export type ClientManifest = Record<
  string,
  { file: string; src?: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

export interface PageAssets {
  /** The boot script: it fetches the app's scripts once the page has been painted. */
  boot: string;
  /** Module chunks the page needs besides the entry's own imports. */
  scripts: string[];
  /** Stylesheets the rendered markup needs before it is shown. */
  styles: string[];
}

/** Chunk keys that the entry script (index.html) loads itself. */
function entryChunkKeys(manifest: ClientManifest): Set<string> {
  const keys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) for (const imported of [key, ...(chunk.imports ?? [])]) keys.add(imported);
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
  for (const imported of chunk.imports ?? []) collect(manifest, imported, assets, skip);
}

const BOOT_MODULE = 'src/boot/boot.ts';

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
  const assets: PageAssets = {
    boot: `/${manifest[findKey(manifest, (key) => key.endsWith(BOOT_MODULE), 'the boot script')].file}`,
    scripts: [],
    styles: [],
  };
  const skip = entryChunkKeys(manifest);
  // The not-found page is part of the entry chunk: it has no chunk of its own.
  if (routeId) {
    const moduleName = PAGE_COMPONENTS[routeId].moduleName;
    collect(
      manifest,
      findKey(manifest, (key) => key.endsWith(`/${moduleName}.tsx`), moduleName),
      assets,
      skip,
    );
  }
  // Its language's texts: the shared areas (one chunk) and the page's own (i18n/text-areas.ts).
  collect(
    manifest,
    findKey(manifest, (key) => manifest[key].name === sharedTextsChunkName(language), `the shared ${language} texts`),
    assets,
    skip,
  );
  const shared = new Set<string>(SHARED_TEXT_AREAS);
  for (const area of routeId ? PAGE_COMPONENTS[routeId].textAreas : []) {
    if (shared.has(area)) continue;
    collect(
      manifest,
      findKey(manifest, (key) => key.endsWith(`src/locales/${language}/${area}.json`), `the ${language} texts of ${area}`),
      assets,
      skip,
    );
  }
  return assets;
}
