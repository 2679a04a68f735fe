import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const WORKER_ROOT = path.resolve(__dirname, '../..');
const SHARED_ROOT = path.dirname(require.resolve('@rebound/shared/package.json'));

/** The newest of the TypeScript sources under `folder` that the build compiles (no specs, no test support). */
function newestSource(folder: string): { file: string; mtimeMs: number } {
  let newest = { file: '', mtimeMs: 0 };
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.split(path.sep).includes('test-support')) continue;
    const { mtimeMs } = statSync(file);
    if (mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
}

/**
 * The compiled worker (`dist/main.js`, what production runs), after checking that neither the worker's
 * sources nor the shared package's changed since it was built: a process test must not pass on old code.
 */
export function builtWorkerEntry(): string {
  const entry = path.join(WORKER_ROOT, 'dist', 'main.js');
  const modifiedAt = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const builtAt = Math.min(modifiedAt(entry), modifiedAt(path.join(SHARED_ROOT, 'dist', 'node', 'index.js')));
  const build = 'run `npm run build -w packages/shared -w worker` (npm test builds first)';
  if (builtAt === 0) throw new Error(`The worker or the shared package is not built: ${build}`);
  for (const folder of [path.join(WORKER_ROOT, 'src'), path.join(SHARED_ROOT, 'src')]) {
    const newest = newestSource(folder);
    if (newest.mtimeMs > builtAt) throw new Error(`${path.relative(WORKER_ROOT, newest.file)} changed after the last build: ${build}`);
  }
  return entry;
}
