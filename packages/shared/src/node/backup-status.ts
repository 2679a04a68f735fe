import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file in the backup folder (compose: the volume `backups`, at /backups in the backup service)
 * that holds the Unix time, in seconds, of the last backup written and checked. The backup script
 * (scripts/backup/rebound-backup.sh) writes it last, after the dump and its manifest.
 */
export const BACKUP_LAST_SUCCESS_FILE = 'last-success';

/**
 * The time of the last good backup in Unix seconds: the value of the metric
 * rebound_backup_last_success_timestamp_seconds. Undefined when there has been none yet (no file) or
 * the file does not hold one whole number; other read errors (a folder not mounted readable) throw.
 */
export async function readBackupLastSuccess(backupDir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(backupDir, BACKUP_LAST_SUCCESS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const seconds = /^(\d{1,12})\n?$/.exec(text)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}
