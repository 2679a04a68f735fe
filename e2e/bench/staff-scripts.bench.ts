import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../support/stack-info';
import { BUDGETS } from './budgets';

/** Vite's manifest of the browser build (moved beside the server renderer by the prerender step). */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

const frontendDir = path.join(repoRoot, 'frontend');
const STAFF_ROUTER = 'src/features/staff-desk/StaffRoutes.tsx';
/** nginx compresses scripts at this level (gzip_comp_level in the nginx template). */
const NGINX_GZIP_LEVEL = 5;

function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(frontendDir, 'dist-server', 'client-manifest.json'), 'utf8')) as Manifest;
}

/** The chunks that must arrive before these modules run: themselves and all they import statically. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return chunks;
}

function compressedKiB(manifest: Manifest, chunks: Iterable<string>): number {
  let bytes = 0;
  for (const key of chunks)
    bytes += gzipSync(readFileSync(path.join(frontendDir, 'dist', manifest[key].file)), { level: NGINX_GZIP_LEVEL }).length;
  return bytes / 1024;
}

/**
 * What a staff page's first visit downloads before the page can show: the app (index.html's entry),
 * the staff's router and the page's chunk, each with everything it imports statically, compressed as
 * nginx sends them. Chunks a page loads on demand (the leads search's date fields) are not counted:
 * the page shows without them. Read from the build (run `npm run build` first), not timed.
 */
test('each staff page needs no more script than its budget before it shows', () => {
  const manifest = readManifest();
  const pages = (manifest[STAFF_ROUTER]?.dynamicImports ?? []).filter((key) => key.startsWith('src/features/staff-desk/'));
  expect(pages.length, 'the staff router loads its pages on demand').toBeGreaterThan(0);
  const shell = staticClosure(manifest, ['index.html', STAFF_ROUTER]);
  const rows = pages.map((page) => {
    const firstLoad = staticClosure(manifest, ['index.html', STAFF_ROUTER, page]);
    const own = [...firstLoad].filter((chunk) => !shell.has(chunk));
    return { page: path.basename(page, '.tsx'), firstLoadKiB: compressedKiB(manifest, firstLoad), ownKiB: compressedKiB(manifest, own) };
  });
  console.log(`app and staff shell: ${compressedKiB(manifest, shell).toFixed(1)} KiB`);
  for (const row of rows) console.log(`${row.page}: ${row.firstLoadKiB.toFixed(1)} KiB (${row.ownKiB.toFixed(1)} KiB its own)`);
  for (const row of rows) expect.soft(row.firstLoadKiB, row.page).toBeLessThanOrEqual(BUDGETS.staffScripts.maxFirstLoadKiB);
});
