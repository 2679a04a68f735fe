import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { AdminBlogPost, BlogCoverUpload, CreateInterestResponse, PublicBlogPostDto } from '@rebound/shared';
import { BACKUP_LAST_SUCCESS_FILE, readBackupLastSuccess } from '@rebound/shared/node';
import { freePort, namespacedDatabaseName, PrivateRedis } from '@rebound/shared/testing';
import sharp from 'sharp';
import { startBackend } from '../support/backend-pool';
import {
  BACKUP_SCRIPT,
  type BackupRun,
  pgToolsOnSnapshot,
  readManifest,
  runBackupScript,
  runNpmScript,
  type ScriptShell,
  scriptShell,
} from '../support/backup-script';
import { Database, recreateDatabase } from '../support/database';
import { type DatabaseSnapshot, snapshotDatabase } from '../support/database-snapshot';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/stack-info';

// The backup script (scripts/backup/rebound-backup.sh) against the e2e stack's database: what the site
// holds is dumped, checked, restored into an empty database and found there again, and a backend started
// on the restored database serves it.

const STAFF_POSTS = '/api/admin/blog-posts';

function restoreTarget(name: string): string {
  return `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName(name)}`;
}

async function signIn(request: APIRequestContext, origin: string, email: string, password: string): Promise<void> {
  const answer = await request.post('/api/auth/login', { data: { email, password }, headers: { Origin: origin } });
  expect(answer.status()).toBe(204);
}

/** A photo in a colour of its own, so every run stores new bytes. */
function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) } },
  })
    .jpeg()
    .toBuffer();
}

test.describe('backups and restore', () => {
  let backupDir: string;

  test.beforeEach(() => {
    backupDir = mkdtempSync(path.join(tmpdir(), 'rebound-backups-'));
  });

  test.afterEach(() => {
    rmSync(backupDir, { recursive: true, force: true });
  });

  test('a lead, a subscriber and a published post with its cover are dumped, checked, restored into an empty database, found there again row for row, and served by a backend on it', async ({
    request,
    stack,
    database,
    resetThrottling,
  }) => {
    // A dump, a restore and a backend's start on a machine shared with other suites.
    test.setTimeout(180_000);
    await resetThrottling();
    const origin = new URL(stack.baseUrl).origin;
    const marker = randomUUID().slice(0, 8);

    const leadAnswer = await request.post('/api/interest', {
      data: { name: `Backup Lead ${marker}`, email: `lead-${marker}@example.org`, message: 'Keep me in the backup.' },
    });
    expect(leadAnswer.status(), await leadAnswer.text()).toBe(201);
    const lead = (await leadAnswer.json()) as CreateInterestResponse;
    const subscriberAddress = `reader-${marker}@example.nl`;
    expect((await request.post('/api/newsletter/subscriptions', { data: { email: subscriberAddress, language: 'nl' } })).status()).toBe(
      202,
    );

    await signIn(request, origin, stack.adminEmail, stack.adminPassword);
    const headers = { Origin: origin };
    const slug = `backup-${marker}`;
    const createdAnswer = await request.post(STAFF_POSTS, { data: { title: `Backed up ${marker}`, slug }, headers });
    expect(createdAnswer.status(), await createdAnswer.text()).toBe(201);
    const created = (await createdAnswer.json()) as AdminBlogPost;
    const uploaded = await request.post(`${STAFF_POSTS}/${slug}/cover`, {
      headers,
      multipart: { file: { name: 'bag.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const cover = (await uploaded.json()) as BlogCoverUpload;
    // The studio saves the upload's address as the post's imageUrl: the post's fields as it read them, and that.
    const { translations: _t, state: _s, publishAt: _p, language: _l, id: _i, createdAt: _c, updatedAt: _u, ...fields } = created;
    expect((await request.put(`${STAFF_POSTS}/${slug}`, { headers, data: { ...fields, slug, imageUrl: cover.imageUrl } })).status()).toBe(
      200,
    );
    expect((await request.post(`${STAFF_POSTS}/${slug}/publish`, { data: {}, headers })).status()).toBe(200);
    const coverFiles = [...cover.image.srcset.split(', ').map((entry) => entry.split(' ')[0]), cover.image.share];
    const servedBefore = new Map<string, Buffer>();
    for (const file of coverFiles) servedBefore.set(file, await (await request.get(file)).body());

    // Mailed, so the restored lead has its notified_at too.
    await expect
      .poll(
        async () => (await database.query('SELECT 1 FROM interest_leads WHERE id = $1 AND notified_at IS NOT NULL', [lead.id])).length,
        { timeout: 30_000 },
      )
      .toBe(1);

    // The dump and the comparison see one snapshot: a transaction exports it and reads every table in it,
    // and pg_dump (BACKUP_PG_BIN's wrapper) dumps exactly it, while the stack's worker and sweeps go on
    // writing (mails of leads that earlier tests left unmailed, say).
    const startedAt = Math.floor(Date.now() / 1000);
    const viewer = new Database(stack.databaseUrl);
    let before: DatabaseSnapshot;
    let backup: BackupRun;
    try {
      await viewer.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const [{ snapshot }] = await viewer.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      before = await snapshotDatabase(viewer);
      backup = runNpmScript('backup', [], {
        BACKUP_DIR: backupDir,
        DATABASE_URL: stack.databaseUrl,
        BACKUP_PG_BIN: pgToolsOnSnapshot(),
        REBOUND_TEST_PG_SNAPSHOT: snapshot,
      });
    } finally {
      await viewer.query('COMMIT');
      await viewer.close();
    }
    expect(backup.status, backup.stderr).toBe(0);

    const [name] = readdirSync(backupDir)
      .filter((file) => file.endsWith('.dump'))
      .map((file) => file.slice(0, -'.dump'.length));
    expect(name).toMatch(/^rebound-\d{8}T\d{6}Z$/);
    const manifest = readManifest(backupDir, name);
    const [newestMigration] = await database.query<{ name: string }>('SELECT name FROM migrations ORDER BY "timestamp" DESC LIMIT 1');
    expect(manifest).toMatchObject({ file: `${name}.dump`, newestMigration: newestMigration.name });
    const dumpBytes = readFileSync(path.join(backupDir, `${name}.dump`));
    expect([manifest.bytes, manifest.sha256]).toEqual([dumpBytes.length, createHash('sha256').update(dumpBytes).digest('hex')]);
    // What the metric rebound_backup_last_success_timestamp_seconds reads.
    const lastSuccess = (await readBackupLastSuccess(backupDir)) ?? 0;
    expect(lastSuccess).toBeGreaterThanOrEqual(startedAt);
    expect(lastSuccess).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(runBackupScript(['health'], { BACKUP_DIR: backupDir }).status).toBe(0);

    // A restore never goes over live data.
    const overLive = runBackupScript(['restore', name], { BACKUP_DIR: backupDir, DATABASE_URL: stack.databaseUrl });
    expect(overLive.status).toBe(1);
    expect(overLive.stderr).toContain('the database is not empty');

    const restoredUrl = restoreTarget('rebound_test_restore');
    await recreateDatabase(restoredUrl);
    const restore = runNpmScript('restore', [name], { BACKUP_DIR: backupDir, DATABASE_URL: restoredUrl });
    expect(restore.status, restore.stderr).toBe(0);
    const restored = new Database(restoredUrl);
    const redis = await PrivateRedis.start();
    try {
      const after = await snapshotDatabase(restored);
      expect(Object.keys(after.tables)).toEqual(
        expect.arrayContaining([
          'interest_leads',
          'newsletter_subscriptions',
          'blog_posts',
          'blog_images',
          'admin_audit_events',
          'migrations',
        ]),
      );
      // Sequences are outside transactions: pg_dump read each a moment after the test did, never lower.
      const { sequences: sequencesAfter, ...restoredTables } = after;
      const { sequences: sequencesBefore, ...dumped } = before;
      expect(restoredTables).toEqual(dumped);
      expect(Object.keys(sequencesAfter).sort()).toEqual(Object.keys(sequencesBefore).sort());
      for (const [sequence, value] of Object.entries(sequencesBefore))
        expect(BigInt(sequencesAfter[sequence] ?? -1) >= BigInt(value ?? -1), sequence).toBe(true);
      expect(await restored.query('SELECT name, email FROM interest_leads WHERE id = $1', [lead.id])).toEqual([
        { name: `Backup Lead ${marker}`, email: `lead-${marker}@example.org` },
      ]);
      expect(await restored.query('SELECT language FROM newsletter_subscriptions WHERE email = $1', [subscriberAddress])).toEqual([
        { language: 'nl' },
      ]);

      // The restored database is a site: a backend on it serves the post, every cover file byte for byte, and the lead to staff.
      const port = await freePort();
      const backend = await startBackend({
        port,
        environment: {
          NODE_ENV: 'development',
          DATABASE_URL: restoredUrl,
          REDIS_URL: redis.url,
          SMTP_URL: '',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          ADMIN_PASSWORD: stack.adminPassword,
          SESSION_SECRET: randomBytes(32).toString('hex'),
        },
        logFile: path.join(repoRoot, '.run', 'backup-restore', 'backend.log'),
        startupTimeoutMs: 120_000,
      });
      try {
        const post = (await (await fetch(`${backend.url}/api/blog-posts/${slug}`)).json()) as PublicBlogPostDto;
        expect(post.title).toBe(`Backed up ${marker}`);
        expect(post.image).toEqual(cover.image);
        for (const file of coverFiles) {
          const served = await fetch(`${backend.url}/api${file}`);
          expect(served.status, file).toBe(200);
          expect(Buffer.from(await served.arrayBuffer()).equals(servedBefore.get(file)!), file).toBe(true);
        }
        const signedIn = await fetch(`${backend.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: backend.url },
          body: JSON.stringify({ email: stack.adminEmail, password: stack.adminPassword }),
        });
        expect(signedIn.status).toBe(204);
        const cookie = signedIn.headers
          .getSetCookie()
          .map((entry) => entry.split(';')[0])
          .join('; ');
        const staffLead = await fetch(`${backend.url}/api/interest/${lead.id}`, { headers: { Cookie: cookie, Origin: backend.url } });
        expect(staffLead.status).toBe(200);
        expect(await staffLead.json()).toMatchObject({ id: lead.id, email: `lead-${marker}@example.org` });
      } finally {
        await backend.stop('SIGTERM');
      }
    } finally {
      await restored.close();
      await redis.stop('SIGKILL');
    }
  });

  // The compose image runs the script with BusyBox; CI and `npm run backup` with the machine's shell and tools.
  for (const shell of ['system', 'busybox'] satisfies ScriptShell[]) {
    test(`${shell}: a dump cut short or changed is refused before anything is restored, and only the last BACKUP_KEEP dumps are kept`, async ({
      stack,
    }) => {
      const settings = { BACKUP_DIR: backupDir, DATABASE_URL: stack.databaseUrl, BACKUP_KEEP: '2' };
      // Before the first backup the service reports itself unhealthy: no backup is not a healthy state.
      expect(runBackupScript(['health'], settings, shell).status).toBe(1);
      // A backup that fails (no such database) leaves nothing behind and no success.
      const failed = runBackupScript(['run'], { ...settings, DATABASE_URL: restoreTarget('rebound_test_no_such_database') }, shell);
      expect([failed.status, failed.stderr]).toEqual([1, expect.stringContaining('pg_dump failed; no backup was written')]);
      expect(readdirSync(backupDir)).toEqual([]);
      for (let run = 0; run < 3; run += 1) expect(runBackupScript(['run'], settings, shell).status).toBe(0);
      const dumps = runBackupScript(['list'], settings, shell).stdout.trim().split('\n');
      expect(dumps).toHaveLength(2);
      expect(readdirSync(backupDir).sort()).toEqual(
        [...dumps.flatMap((name) => [`${name}.dump`, `${name}.json`]), BACKUP_LAST_SUCCESS_FILE].sort(),
      );
      expect(runBackupScript(['verify', dumps[1]], settings, shell).status).toBe(0);
      // Personal data: only the backup's own user reads the dumps; the time of the last success is for anyone.
      for (const file of readdirSync(backupDir))
        expect([file, statSync(path.join(backupDir, file)).mode & 0o777]).toEqual([
          file,
          file === BACKUP_LAST_SUCCESS_FILE ? 0o644 : 0o600,
        ]);

      const target = restoreTarget(`rebound_test_restore_refused_${shell}`);
      await recreateDatabase(target);
      const emptyAfterwards = new Database(target);
      try {
        // One byte changed: the checksum in the manifest no longer matches.
        const changed = path.join(backupDir, `${dumps[1]}.dump`);
        const bytes = readFileSync(changed);
        bytes[Math.floor(bytes.length / 2)] ^= 0xff;
        writeFileSync(changed, bytes);
        const refusedChanged = runBackupScript(['restore', dumps[1]], { ...settings, DATABASE_URL: target }, shell);
        expect(refusedChanged.status).toBe(1);
        expect(refusedChanged.stderr).toContain('SHA-256 differs');

        // Cut short, with its manifest gone too (a copy that stopped near its end). Its table of contents
        // still reads, so `pg_restore --list` alone would pass it: only reading every block finds the end missing.
        const cut = path.join(backupDir, `${dumps[0]}.dump`);
        truncateSync(cut, Math.floor(readFileSync(cut).length * 0.97));
        expect(spawnSync('pg_restore', ['--list', cut]).status).toBe(0);
        rmSync(path.join(backupDir, `${dumps[0]}.json`));
        const refusedCut = runBackupScript(['restore', cut], { ...settings, DATABASE_URL: target }, shell);
        expect(refusedCut.status).toBe(1);
        expect(refusedCut.stderr).toContain('cannot read it to the end');

        expect(await emptyAfterwards.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
      } finally {
        await emptyAfterwards.close();
      }
    });

    test(`${shell}: the schedule backs up at once when the last dump is older than a day, then waits for BACKUP_TIME, and a stop ends the wait at once`, async ({
      stack,
    }) => {
      expect(runBackupScript(['schedule'], { BACKUP_DIR: backupDir, BACKUP_TIME: '24:00' }, shell).stderr).toContain(
        "BACKUP_TIME must be HH:MM in UTC, 00:00 to 23:59 (got '24:00')",
      );
      const { command, path: searchPath } = scriptShell(shell);
      const scheduler = spawn(command, [BACKUP_SCRIPT, 'schedule'], {
        env: { PATH: searchPath, BACKUP_DIR: backupDir, DATABASE_URL: stack.databaseUrl, BACKUP_TIME: '03:45' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<number | null>((resolve) => scheduler.once('exit', (code) => resolve(code)));
      let output = '';
      scheduler.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      scheduler.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      try {
        await expect.poll(() => output, { timeout: 60_000 }).toMatch(/next backup at 03:45 UTC, in (\d+) s/);
        const wait = Number(/in (\d+) s/.exec(output)?.[1]);
        const now = new Date();
        const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3, 45);
        const expected = ((next - now.getTime()) / 1000 + 86_400) % 86_400;
        // Seconds apart on the day's circle (a test run at 03:44:59 may read 0 or 86,399).
        const apart = Math.abs(wait - expected) % 86_400;
        expect(Math.min(apart, 86_400 - apart)).toBeLessThan(60);
        expect(output).toMatch(/backup rebound-\d{8}T\d{6}Z\.dump written and checked/);
        expect(runBackupScript(['health'], { BACKUP_DIR: backupDir }, shell).status).toBe(0);
      } finally {
        scheduler.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      expect(output).toContain('stopping');
    });
  }
});
