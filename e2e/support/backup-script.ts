import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack-info';

/** The backup script the compose service `backup` runs (`npm run backup` / `npm run restore` without Docker). */
export const BACKUP_SCRIPT = path.join(repoRoot, 'scripts', 'backup', 'rebound-backup.sh');

export interface BackupRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface BackupManifest {
  file: string;
  bytes: number;
  sha256: string;
  createdAt: string;
  newestMigration: string;
  pgDump: string;
}

/**
 * The shell and tools the script runs with: the machine's `sh` (dash on Debian) and its coreutils, or
 * BusyBox's, as in the compose image (Alpine): the same file must work with both.
 */
export type ScriptShell = 'system' | 'busybox';

/** The commands the script calls besides the PostgreSQL tools. */
const SCRIPT_COMMANDS = [
  'sh',
  'date',
  'sed',
  'sha256sum',
  'cut',
  'wc',
  'tr',
  'cat',
  'mv',
  'rm',
  'mkdir',
  'basename',
  'head',
  'sleep',
  'find',
];
let busyboxFolder: string | undefined;

/** The shell to start and the PATH to give it: for BusyBox a folder of its applets goes first; pg_dump, pg_restore and psql come from the machine. */
export function scriptShell(shell: ScriptShell): { command: string; path: string } {
  const machinePath = process.env.PATH ?? '/usr/bin:/bin';
  if (shell === 'system') return { command: 'sh', path: machinePath };
  if (!busyboxFolder) {
    busyboxFolder = path.join(repoRoot, '.run', 'busybox-applets');
    rmSync(busyboxFolder, { recursive: true, force: true });
    mkdirSync(busyboxFolder, { recursive: true });
    const busybox = spawnSync('sh', ['-c', 'command -v busybox'], { encoding: 'utf8' }).stdout.trim();
    if (!busybox) throw new Error('busybox is not installed (apt-get install busybox; .ci/run installs it)');
    for (const command of SCRIPT_COMMANDS) symlinkSync(busybox, path.join(busyboxFolder, command));
  }
  return { command: path.join(busyboxFolder, 'sh'), path: `${busyboxFolder}:${machinePath}` };
}

/** Runs the script with only the given settings (and PATH, for the machine's pg_dump, pg_restore and psql). */
export function runBackupScript(args: string[], environment: Record<string, string>, shell: ScriptShell = 'system'): BackupRun {
  const { command, path: searchPath } = scriptShell(shell);
  const result = spawnSync(command, [BACKUP_SCRIPT, ...args], {
    env: { PATH: searchPath, ...environment },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function readManifest(backupDir: string, name: string): BackupManifest {
  return JSON.parse(readFileSync(path.join(backupDir, `${name}.json`), 'utf8')) as BackupManifest;
}

/** The documented command without Docker: `npm run backup` or `npm run restore -- <dump>` in the repository. */
export function runNpmScript(script: 'backup' | 'restore', args: string[], environment: Record<string, string>): BackupRun {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...environment },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A folder for BACKUP_PG_BIN whose pg_dump dumps the snapshot named in REBOUND_TEST_PG_SNAPSHOT (one a
 * test's open transaction exported with pg_export_snapshot()), and whose pg_restore and psql are the
 * machine's. The test then compares the restore with exactly what the dump saw, while the stack's
 * worker and sweeps keep writing (mails of leads earlier tests left unmailed, say).
 */
export function pgToolsOnSnapshot(): string {
  const folder = path.join(repoRoot, '.run', 'pg-tools-on-snapshot');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const tool of ['pg_dump', 'pg_restore', 'psql']) {
    const real = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
    if (!real) throw new Error(`${tool} is not on PATH`);
    const snapshot = tool === 'pg_dump' ? ' --snapshot="$REBOUND_TEST_PG_SNAPSHOT"' : '';
    writeFileSync(path.join(folder, tool), `#!/bin/sh\nexec ${real}${snapshot} "$@"\n`, { mode: 0o755 });
  }
  return folder;
}
