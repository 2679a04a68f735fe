// Build step (npm run build -w frontend, after both Vite builds): renders every prerendered page of
// site-routes.json in every language into dist/prerendered/, the not-found page too, and draws the
// link-preview pictures into dist/share/; it also writes the privacy page's retention periods for nginx
// (dist-server/lead-retention-periods.tsv). Run from dist-server/: node dist-server/prerender.js

import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { PRERENDERED_ROUTES } from '../routes/site-routes';
import type { ClientManifest } from './client-manifest';
import { LEAD_RETENTION_PERIODS_FILE, leadRetentionPeriodsTable } from './lead-retention-periods';
import { PageRenderer } from './page-renderer';
import { NOT_FOUND_FILE, PRERENDERED_FOLDER, prerenderedFile } from './prerendered-files';
import { CLIENT_MANIFEST_FILE, NOT_FOUND_PROBE_PATH } from './server-files';
import { SHARE_IMAGE_FAMILIES, SHARE_IMAGE_SIZE, shareImagePath, shareImageSvg } from './share-images';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(serverDir, '..', 'dist');

function writeFile(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Vite writes its manifest into dist/.vite; the renderer needs it, visitors do not. */
function takeManifest(): ClientManifest {
  const viteManifest = path.join(distDir, '.vite', 'manifest.json');
  const kept = path.join(serverDir, CLIENT_MANIFEST_FILE);
  try {
    renameSync(viteManifest, kept);
    rmSync(path.join(distDir, '.vite'), { recursive: true, force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return JSON.parse(readFileSync(kept, 'utf8')) as ClientManifest;
}

async function prerenderPages(renderer: PageRenderer): Promise<number> {
  let count = 0;
  for (const language of SUPPORTED_LANGUAGES) {
    const folder = path.join(distDir, PRERENDERED_FOLDER, language);
    for (const route of PRERENDERED_ROUTES) {
      const page = await renderer.render(route.path, language);
      if (page.status !== 200) throw new Error(`${route.path} (${language}) rendered with status ${page.status}`);
      writeFile(path.join(folder, prerenderedFile(route.path)), page.html);
      count += 1;
    }
    const notFound = await renderer.render(NOT_FOUND_PROBE_PATH, language);
    if (notFound.status !== 404) throw new Error(`The not-found page (${language}) rendered with status ${notFound.status}`);
    writeFile(path.join(folder, NOT_FOUND_FILE), notFound.html);
    count += 1;
  }
  return count;
}

function drawShareImages(): void {
  for (const family of SHARE_IMAGE_FAMILIES) {
    const png = new Resvg(shareImageSvg(family), { fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE.width } }).render().asPng();
    writeFile(path.join(distDir, shareImagePath(family)), png);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const renderer = new PageRenderer(template, takeManifest());
  rmSync(path.join(distDir, PRERENDERED_FOLDER), { recursive: true, force: true });
  const count = await prerenderPages(renderer);
  drawShareImages();
  writeFile(path.join(serverDir, LEAD_RETENTION_PERIODS_FILE), await leadRetentionPeriodsTable());
  console.log(`prerendered ${count} pages and ${SHARE_IMAGE_FAMILIES.length} share images in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
