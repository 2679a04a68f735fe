import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKUP_LAST_SUCCESS_FILE, readBackupLastSuccess } from './backup-status';

describe('readBackupLastSuccess', () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'rebound-backup-status-'));
  });

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads the Unix time the backup script wrote', async () => {
    writeFileSync(path.join(folder, BACKUP_LAST_SUCCESS_FILE), '1764210600\n');
    expect(await readBackupLastSuccess(folder)).toBe(1764210600);
  });

  it('has none before the first backup', async () => {
    expect(await readBackupLastSuccess(folder)).toBeUndefined();
  });

  it.each(['', '\n', 'yesterday\n', '1764210600.5\n', '-1\n', '1764210600\n1764210601\n'])('takes %j for no time', async (text) => {
    writeFileSync(path.join(folder, BACKUP_LAST_SUCCESS_FILE), text);
    expect(await readBackupLastSuccess(folder)).toBeUndefined();
  });

  it('throws when the backup folder cannot be read (here a file), rather than report no backup', async () => {
    writeFileSync(path.join(folder, 'plain-file'), '');
    await expect(readBackupLastSuccess(path.join(folder, 'plain-file'))).rejects.toThrow(/ENOTDIR/);
  });
});
