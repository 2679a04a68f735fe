import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreateInterestResponse } from '@rebound/shared';
import { freePorts, namespacedDatabaseName, PrivateRedis } from '@rebound/shared/testing';
import { type BackendProcess, startBackend, startWorker } from '../support/backend-pool';
import { runBackupScript, runNpmScript } from '../support/backup-script';
import { Database, recreateDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { Mailbox, startMailCatcher } from '../support/mail-catcher';
import { buildPreviousRelease, findPreviousRelease } from '../support/previous-release';
import { repoRoot } from '../support/stack-info';

/** The owner's address of an installation upgraded from the shared admin password without ADMIN_EMAIL. */
const UPGRADED_OWNER = 'staff-kept@rebound.test';

// A rolling upgrade: the new release's first backend migrates the database while the previous
// release's backends and workers still serve. Here the previous release (built from git as it was
// before the newest migration) runs on a database the current code migrated, beside the current
// release, in the order of an upgrade (backends first, then workers): leads through each backend are
// mailed by the previous worker, then by the current one, and a newsletter subscription and an
// audited staff read go through the previous backend. A dump of the previous release's database is
// restored and migrated forward by the current backend. See docs/operations.md, "Upgrading with zero
// downtime and rolling back"; the rule the migrations follow is checked in
// packages/shared/src/node/migration-rules.spec.ts.

const STARTUP_TIMEOUT_MS = 120_000;

test('the previous release runs on the schema the current code migrated: its backend and worker take leads, a subscription and an audited staff read, beside the current backend and worker', async () => {
  // A build of the previous release (about 10 s; kept for the next run) and three starts on a machine shared with other suites.
  test.setTimeout(300_000);
  const previous = findPreviousRelease();
  const previousRoot = buildPreviousRelease(previous.commit);
  expect(existsSync(path.join(previousRoot, 'packages/shared/src/node/migrations', previous.newestMigration))).toBe(false);

  const runDir = path.join(repoRoot, '.run', 'previous-release-test');
  rmSync(runDir, { recursive: true, force: true });
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName('rebound_test_previous_release')}`;
  await recreateDatabase(databaseUrl);
  const [currentPort, backendPort, workerPort, smtpPort] = await freePorts(4);
  const mailDir = path.join(runDir, 'mail');
  const mailServer = await startMailCatcher(mailDir, smtpPort);
  const mailbox = new Mailbox(mailDir);
  const redis = await PrivateRedis.start();
  const database = new Database(databaseUrl);
  const password = `previous-${randomBytes(8).toString('hex')}`;
  const environment = (port: number): Record<string, string> => ({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Rebound previous <no-reply@rebound.test>',
    LEAD_NOTIFY_TO: 'staff-previous@rebound.test',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_PASSWORD: password,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  const running: BackendProcess[] = [];
  try {
    // The current release's backend migrates the database, as the first new replica of an upgrade does, and keeps serving.
    const current = await startBackend({
      port: currentPort,
      environment: environment(currentPort),
      logFile: path.join(runDir, 'current-backend.log'),
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
    });
    running.push(current);
    const newest = previous.newestMigration.slice(0, 13);
    expect(await database.query('SELECT 1 FROM migrations WHERE "timestamp" = $1', [newest])).toHaveLength(1);

    // The previous release beside it: it finds all of its migrations applied and ignores the newer one.
    const backend = await startBackend({
      port: backendPort,
      environment: environment(backendPort),
      logFile: path.join(runDir, 'previous-backend.log'),
      checkoutRoot: previousRoot,
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
    });
    running.push(backend);
    const previousWorkerOptions = {
      port: workerPort,
      environment: environment(backendPort),
      logFile: path.join(runDir, 'previous-worker.log'),
      checkoutRoot: previousRoot,
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
    };
    const previousWorker = await startWorker(previousWorkerOptions);
    running.push(previousWorker);

    const marker = randomUUID().slice(0, 8);
    /** A lead posted to `through`; resolves once a worker mailed it to staff and recorded the time. */
    const leadMailed = async (through: BackendProcess, label: string): Promise<void> => {
      const lead = {
        name: `Upgrade Lead ${label} ${marker}`,
        email: `upgrade-${label}-${marker}@example.org`,
        message: 'During an upgrade.',
      };
      const stored = await fetch(`${through.url}/api/interest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: through.url },
        body: JSON.stringify(lead),
      });
      expect(stored.status, await stored.clone().text()).toBe(201);
      const { id } = (await stored.json()) as CreateInterestResponse;
      await expect
        .poll(() => mailbox.containing(lead.email).flatMap((mail) => mail.envelopeTo), { timeout: 60_000 })
        .toEqual(['staff-previous@rebound.test']);
      await expect
        .poll(async () => (await database.query('SELECT 1 FROM interest_leads WHERE id = $1 AND notified_at IS NOT NULL', [id])).length, {
          timeout: 30_000,
        })
        .toBe(1);
    };

    // Backends are replaced first: the previous worker mails leads of either backend.
    await leadMailed(backend, 'previous');
    await leadMailed(current, 'current');

    const reader = `reader-${marker}@example.nl`;
    const subscribed = await fetch(`${backend.url}/api/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: backend.url },
      body: JSON.stringify({ email: reader, language: 'nl' }),
    });
    expect(subscribed.status).toBe(202);
    await expect.poll(() => mailbox.all().filter((mail) => mail.envelopeTo.includes(reader)).length, { timeout: 60_000 }).toBe(1);

    // A staff read writes its audit row in the same transaction: the write a column rename breaks.
    const signedIn = await fetch(`${backend.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: backend.url },
      body: JSON.stringify({ password }),
    });
    expect(signedIn.status).toBe(204);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const leads = await fetch(`${backend.url}/api/interest`, { headers: { Cookie: cookie, Origin: backend.url } });
    expect(leads.status, await leads.clone().text()).toBe(200);
    expect(((await leads.json()) as unknown[]).length).toBe(2);
    expect(await database.query(`SELECT event, record_count FROM admin_audit_events WHERE event = 'leads-read'`)).toEqual([
      { event: 'leads-read', record_count: 2 },
    ]);

    // Then the workers: the current worker takes the jobs the previous backend still queues.
    await previousWorker.stop('SIGTERM');
    running.push(await startWorker({ ...previousWorkerOptions, logFile: path.join(runDir, 'current-worker.log'), checkoutRoot: repoRoot }));
    await leadMailed(backend, 'late');
  } finally {
    for (const service of running.reverse()) await service.stop('SIGTERM');
    await redis.stop('SIGKILL');
    await new Promise<void>((resolve) => mailServer.close(() => resolve()));
    await database.close();
  }
});

test('a shallow clone, which lacks the previous release, is told to fetch its history rather than tested against the wrong release', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'rebound-shallow-'));
  try {
    const clone = path.join(folder, 'clone');
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repoRoot}`, clone], { stdio: 'pipe' });
    expect(() => findPreviousRelease(clone)).toThrow(
      /is not in this clone\. This is a shallow clone: run `git fetch --unshallow` first\.$/,
    );
    // What .ci/run does in a shallow clone with a remote: afterwards the previous release is found, an
    // ancestor of the clone's HEAD without the newest migration.
    execFileSync('git', ['fetch', '--quiet', '--unshallow'], { cwd: clone, stdio: 'pipe' });
    const found = findPreviousRelease(clone);
    const inClone = (...args: string[]) => spawnSync('git', args, { cwd: clone }).status;
    expect(inClone('merge-base', '--is-ancestor', found.commit, 'HEAD')).toBe(0);
    expect(inClone('cat-file', '-e', `${found.commit}:packages/shared/src/node/migrations/${found.newestMigration}`)).not.toBe(0);
    expect(inClone('cat-file', '-e', `HEAD:packages/shared/src/node/migrations/${found.newestMigration}`)).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("a dump of the previous release's database, restored into an empty one, is migrated forward by the current backend with every row", async () => {
  // A backup is often a release older than the code it is restored under (docs/operations.md, "Restoring").
  test.setTimeout(240_000);
  const previous = findPreviousRelease();
  const previousRoot = buildPreviousRelease(previous.commit);
  const runDir = path.join(repoRoot, '.run', 'previous-release-dump');
  rmSync(runDir, { recursive: true, force: true });
  const backupDir = path.join(runDir, 'backups');
  const dumpedUrl = `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName('rebound_test_previous_dump')}`;
  const restoredUrl = `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName('rebound_test_previous_restored')}`;
  await recreateDatabase(dumpedUrl);
  await recreateDatabase(restoredUrl);
  const [previousPort, currentPort] = await freePorts(2);
  const redis = await PrivateRedis.start();
  const password = `dump-${randomBytes(8).toString('hex')}`;
  const environment = (port: number, databaseUrl: string): Record<string, string> => ({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    SMTP_URL: '',
    LEAD_NOTIFY_TO: UPGRADED_OWNER,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_PASSWORD: password,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  const dumped = new Database(dumpedUrl);
  const restored = new Database(restoredUrl);
  const running: BackendProcess[] = [];
  try {
    const old = await startBackend({
      port: previousPort,
      environment: environment(previousPort, dumpedUrl),
      logFile: path.join(runDir, 'previous-backend.log'),
      checkoutRoot: previousRoot,
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
    });
    running.push(old);
    const lead = {
      name: 'Kept Across Releases',
      email: `kept-${randomUUID().slice(0, 8)}@example.org`,
      message: 'From the release before.',
    };
    const stored = await fetch(`${old.url}/api/interest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: old.url },
      body: JSON.stringify(lead),
    });
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as CreateInterestResponse;
    await old.stop('SIGTERM');
    const newest = previous.newestMigration.slice(0, 13);
    expect(await dumped.query('SELECT 1 FROM migrations WHERE "timestamp" = $1', [newest])).toEqual([]);

    const backup = runNpmScript('backup', [], { BACKUP_DIR: backupDir, DATABASE_URL: dumpedUrl });
    expect(backup.status, backup.stderr).toBe(0);
    const [name] = runBackupScript(['list'], { BACKUP_DIR: backupDir }).stdout.trim().split('\n');
    const restore = runNpmScript('restore', [name], { BACKUP_DIR: backupDir, DATABASE_URL: restoredUrl });
    expect(restore.status, restore.stderr).toBe(0);

    const current = await startBackend({
      port: currentPort,
      environment: environment(currentPort, restoredUrl),
      logFile: path.join(runDir, 'current-backend.log'),
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
    });
    running.push(current);
    expect(await restored.query('SELECT 1 FROM migrations WHERE "timestamp" = $1', [newest])).toHaveLength(1);
    // An installation upgraded without ADMIN_EMAIL: its owner is the first LEAD_NOTIFY_TO address, with the
    // password the desk always had (staff accounts arrived after some releases this test builds).
    const signedIn = await fetch(`${current.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: current.url },
      body: JSON.stringify({ email: UPGRADED_OWNER, password }),
    });
    expect(signedIn.status).toBe(204);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const read = await fetch(`${current.url}/api/interest/${id}`, { headers: { Cookie: cookie, Origin: current.url } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, name: lead.name, email: lead.email });
  } finally {
    for (const service of running.reverse()) await service.stop('SIGTERM');
    await redis.stop('SIGKILL');
    await dumped.close();
    await restored.close();
  }
});
