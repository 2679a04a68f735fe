import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack-info';

/** The backup script the compose service `backup` runs (`npm run backup` / `npm run restore` without Docker). */
export const BACKUP_SCRIPT = path.join(repoRoot, 'scripts', 'backup', 'rebound-backup.sh');

/** The file in the backup folder that holds the Unix time of the last backup written and checked. */
export const LAST_SUCCESS_FILE = 'last-success';

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

/** Runs the script with only the given settings (and PATH, for the machine's pg_dump, pg_restore and psql). */
export function runBackupScript(args: string[], environment: Record<string, string>): BackupRun {
  const result = spawnSync('sh', [BACKUP_SCRIPT, ...args], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...environment },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function readManifest(backupDir: string, name: string): BackupManifest {
  return JSON.parse(readFileSync(path.join(backupDir, `${name}.json`), 'utf8')) as BackupManifest;
}
