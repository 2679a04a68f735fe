import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack-info';

// The backend and worker of the release before the newest migration, built from git: what still runs
// beside the new release's first backend while a rolling upgrade migrates the database under it.

const MIGRATIONS_DIR = 'packages/shared/src/node/migrations';
/** What the backend and worker are built from, and the manifests npm ci checks its lock against. */
const BUILD_SOURCES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared',
  'backend',
  'worker',
  'frontend/package.json',
  'e2e/package.json',
];
const WORKSPACES = ['packages/shared', 'backend', 'worker'];

function gitIn(checkout: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: checkout, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function commitExists(checkout: string, revision: string): boolean {
  try {
    gitIn(checkout, 'rev-parse', '--verify', '--quiet', `${revision}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

function objectExists(object: string): boolean {
  return spawnSync('git', ['cat-file', '-e', object], { cwd: repoRoot }).status === 0;
}

export interface PreviousRelease {
  /** The commit the build comes from. */
  commit: string;
  /** The newest migration file of this checkout, which that commit does not have. */
  newestMigration: string;
}

/**
 * The last commit before the newest migration file arrived on this branch's first-parent line (a merge
 * of a branch that added it counts as its arrival). A migration not committed yet makes HEAD the
 * previous release. A shallow clone lacks that history: fetch it (`git fetch --unshallow`; .ci/run
 * does so) rather than test against the wrong release.
 */
export function findPreviousRelease(checkout = repoRoot): PreviousRelease {
  const git = (...args: string[]) => gitIn(checkout, ...args);
  const newestMigration = readdirSync(path.join(checkout, MIGRATIONS_DIR))
    .filter((name) => /^\d{13}-.+\.ts$/.test(name))
    .sort()
    .at(-1);
  if (!newestMigration) throw new Error(`no migrations in ${MIGRATIONS_DIR}`);
  const file = `${MIGRATIONS_DIR}/${newestMigration}`;
  const shallow = git('rev-parse', '--is-shallow-repository') === 'true';
  const fetchHint = shallow ? ' This is a shallow clone: run `git fetch --unshallow` first.' : '';
  const arrival = git('log', '--first-parent', '--diff-filter=A', '--format=%H', '-1', 'HEAD', '--', file);
  if (arrival === '') return { commit: git('rev-parse', 'HEAD'), newestMigration };
  const previous = `${arrival}^1`;
  if (!commitExists(checkout, previous))
    throw new Error(`The commit before ${file} arrived (${arrival.slice(0, 12)}^1) is not in this clone.${fetchHint}`);
  return { commit: git('rev-parse', previous), newestMigration };
}

/** Each entry of `from` linked into `to`, except those `keep` says to leave out. */
function linkEntries(from: string, to: string, keep: (name: string) => boolean): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) if (keep(name)) symlinkSync(path.join(from, name), path.join(to, name));
}

/**
 * Builds the shared package, backend and worker of `commit` into `.run/previous-release/<commit>` (kept:
 * a second run only starts them). When that commit's package-lock.json is this checkout's, the build
 * uses this checkout's installed packages (links, with @rebound/shared pointing at its own copy);
 * otherwise it installs its own with npm ci.
 */
export function buildPreviousRelease(commit: string): string {
  const root = path.join(repoRoot, '.run', 'previous-release', commit);
  const done = path.join(root, '.built');
  const lock = readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8');
  // A build on linked packages is reused only while they are still the ones it was built with.
  const linkedMark = `linked ${createHash('sha256').update(lock).digest('hex')}`;
  if (existsSync(done) && ['installed', linkedMark].includes(readFileSync(done, 'utf8').trim())) return root;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  // Only what that commit has (a workspace added later is not there).
  const sources = BUILD_SOURCES.filter((source) => objectExists(`${commit}:${source}`));
  const archive = execFileSync('git', ['archive', '--format=tar', commit, ...sources], {
    cwd: repoRoot,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', root], { input: archive });

  const sameLock =
    readFileSync(path.join(root, 'package-lock.json'), 'utf8') === readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8');
  if (sameLock) {
    const modules = path.join(root, 'node_modules');
    linkEntries(path.join(repoRoot, 'node_modules'), modules, (name) => name !== '@rebound');
    // The workspace links must name the old release's copies, not this checkout's.
    mkdirSync(path.join(modules, '@rebound'));
    symlinkSync('../../packages/shared', path.join(modules, '@rebound', 'shared'));
    for (const workspace of WORKSPACES) {
      const nested = path.join(repoRoot, workspace, 'node_modules');
      if (existsSync(nested)) linkEntries(nested, path.join(root, workspace, 'node_modules'), () => true);
    }
  } else {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', ...WORKSPACES.flatMap((workspace) => ['--workspace', workspace])], {
      cwd: root,
      stdio: 'pipe',
    });
  }
  for (const workspace of WORKSPACES) execFileSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'pipe' });
  writeFileSync(done, `${sameLock ? linkedMark : 'installed'}\n`);
  return root;
}
