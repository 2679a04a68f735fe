import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { namespacedDatabaseName } from '@rebound/shared/testing';
import { readManifest, runBackupScript } from '../support/backup-script';
import { Database, recreateDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/stack-info';

const reportDir = path.join(repoRoot, '.run', 'bench');
const LEADS = 100_000;
const SUBSCRIBERS = 5_000;
const POSTS = 60;
/** A cover's four files (three WebP sizes and the JPEG) in bytes: about 0.7 MB, inside the 0.2-1.2 MB covers take. */
const COVER_FILES = [
  { width: 480, format: 'webp', bytes: 60_000 },
  { width: 960, format: 'webp', bytes: 180_000 },
  { width: 1600, format: 'webp', bytes: 380_000 },
  { width: 1200, format: 'jpeg', bytes: 120_000 },
] as const;

function timed<T>(work: () => T): { result: T; seconds: number } {
  const started = performance.now();
  const result = work();
  return { result, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) };
}

/**
 * The backup script on a site some years in: 100,000 leads, 5,000 subscribers and 60 posts with covers
 * (random bytes, which compress no better than WebP does). The schema is the e2e stack's, copied with
 * pg_dump --schema-only. Times the backup (dump and its checks), a verify and a restore into an empty
 * database. Report: `.run/bench/backup.json`.
 */
test('backup, verify and restore of a database with 100,000 leads and 60 covers', async ({ stack }) => {
  const sourceUrl = `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName('rebound_bench_backup')}`;
  const targetUrl = `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName('rebound_bench_restore')}`;
  await recreateDatabase(sourceUrl);
  await recreateDatabase(targetUrl);
  const schema = execFileSync('pg_dump', ['--schema-only', `--dbname=${stack.databaseUrl}`], { maxBuffer: 64 * 1024 * 1024 });
  execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', `--dbname=${sourceUrl}`], {
    input: schema,
    stdio: ['pipe', 'ignore', 'pipe'],
  });

  const source = new Database(sourceUrl);
  const restored = new Database(targetUrl);
  const backupDir = path.join(repoRoot, '.run', 'bench', 'backups');
  rmSync(backupDir, { recursive: true, force: true });
  try {
    await source.query(
      `INSERT INTO interest_leads (name, email, message, notified_at)
       SELECT 'Lead ' || i, 'lead' || i || '@example.org', repeat('We coach teenagers and would love a pilot bag. ', 3), now()
         FROM generate_series(1, $1) AS i`,
      [LEADS],
    );
    await source.query(
      `INSERT INTO newsletter_subscriptions (email, language, status, confirmed_at)
       SELECT 'reader' || i || '@example.com', 'en', 'confirmed', now() FROM generate_series(1, $1) AS i`,
      [SUBSCRIBERS],
    );
    for (let post = 1; post <= POSTS; post += 1) {
      const id = `bench-post-${post}`;
      await source.query(
        `INSERT INTO blog_posts (id, title, excerpt, content, author, category) VALUES ($1, $2, 'Excerpt', repeat('Body text of the post. ', 400), 'Ana', 'news')`,
        [id, `Post ${post}`],
      );
      const hash = randomBytes(16).toString('hex');
      for (const file of COVER_FILES) {
        await source.query(`INSERT INTO blog_images (post_id, hash, width, height, format, bytes) VALUES ($1, $2, $3, $4, $5, $6)`, [
          id,
          hash,
          file.width,
          Math.round((file.width * 2) / 3),
          file.format,
          randomBytes(file.bytes),
        ]);
      }
    }
    const [{ size }] = await source.query<{ size: string }>('SELECT pg_database_size(current_database())::text AS size');

    const settings = { BACKUP_DIR: backupDir, DATABASE_URL: sourceUrl };
    const backup = timed(() => runBackupScript(['run'], settings));
    expect(backup.result.status, backup.result.stderr).toBe(0);
    const name = runBackupScript(['list'], settings).stdout.trim();
    const verify = timed(() => runBackupScript(['verify', name], settings));
    expect(verify.result.status, verify.result.stderr).toBe(0);
    const restore = timed(() => runBackupScript(['restore', name], { ...settings, DATABASE_URL: targetUrl }));
    expect(restore.result.status, restore.result.stderr).toBe(0);
    const [counts] = await restored.query<{ leads: number; images: number }>(
      'SELECT (SELECT count(*)::int FROM interest_leads) AS leads, (SELECT count(*)::int FROM blog_images) AS images',
    );
    expect(counts).toEqual({ leads: LEADS, images: POSTS * COVER_FILES.length });

    const report = {
      measuredAt: new Date().toISOString(),
      databaseBytes: Number(size),
      dumpBytes: statSync(path.join(backupDir, `${name}.dump`)).size,
      manifest: readManifest(backupDir, name),
      backupSeconds: backup.seconds,
      verifySeconds: verify.seconds,
      restoreSeconds: restore.seconds,
    };
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, 'backup.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await source.close();
    await restored.close();
    rmSync(backupDir, { recursive: true, force: true });
    // Leave empty databases, not 200 MB of benchmark data.
    await recreateDatabase(sourceUrl);
    await recreateDatabase(targetUrl);
  }
});
