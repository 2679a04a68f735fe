import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePorts, namespacedDatabaseName, PrivateRedis } from '@rebound/shared/testing';
import type { SMTPServer } from 'smtp-server';
import { type BackendProcess, startBackend, startWorker } from '../support/backend-pool';
import { Database, recreateDatabase } from '../support/database';
import { Mailbox, startMailCatcher } from '../support/mail-catcher';
import { rawRequest } from '../support/raw-http';
import { repoRoot } from '../support/stack-info';

// Issue 8: "lead contents never reach a log in production". A backend and a worker run with
// NODE_ENV=production (and the settings production insists on); leads carrying a unique marker in
// name, e-mail and message go through every path that logs: accepted, repeated with its key,
// refused for its contents, too large, malformed, and mailed after the mail server was down for a
// while. The marker must reach the staff mail, and neither process's output.
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${namespacedDatabaseName('rebound_test_production_logs')}`;

test.describe('production logs', () => {
  test.setTimeout(180_000);
  const runDir = path.join(repoRoot, '.run', 'production-logs');
  const backendLog = path.join(runDir, 'backend.log');
  const workerLog = path.join(runDir, 'worker.log');
  const mailDir = path.join(runDir, 'mails');
  let redis: PrivateRedis;
  let backend: BackendProcess | undefined;
  let worker: BackendProcess | undefined;
  let mailServer: SMTPServer | undefined;
  let smtpPort: number;
  const database = new Database(DATABASE_URL);

  test.beforeAll(async () => {
    rmSync(runDir, { recursive: true, force: true });
    await recreateDatabase(DATABASE_URL);
    redis = await PrivateRedis.start();
    const [backendPort, workerPort, mailPort] = await freePorts(3);
    smtpPort = mailPort;
    mailServer = await startMailCatcher(mailDir, smtpPort);
    const environment = {
      NODE_ENV: 'production',
      DATABASE_URL,
      REDIS_URL: redis.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Rebound <no-reply@rebound.test>',
      LEAD_NOTIFY_TO: 'staff@rebound.test',
      PUBLIC_URL: 'https://rebound.example',
      ADMIN_PASSWORD: `Production-${randomBytes(12).toString('hex')}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
    };
    backend = await startBackend({ port: backendPort, environment, logFile: backendLog });
    worker = await startWorker({ port: workerPort, environment, logFile: workerLog });
  });

  test.afterAll(async () => {
    await Promise.all([backend?.stop(), worker?.stop()]);
    await new Promise<void>((resolve) => (mailServer ? mailServer.close(() => resolve()) : resolve()));
    await redis?.stop();
    await database.close();
  });

  test("neither the backend's nor the worker's output holds a lead's name, e-mail or message", async () => {
    const marker = `zq${randomBytes(6).toString('hex')}`;
    const lead = { name: `Name ${marker}`, email: `${marker}@example.org`, message: `Message ${marker}` };
    let client = 0;
    // Each call from its own address, so the form's throttle stays out of the way.
    const post = (body: string, headers: Record<string, string> = {}) => {
      client += 1;
      return rawRequest(`${backend!.url}/api/interest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${client}`, ...headers },
        body,
        localAddress: '127.0.0.1',
      });
    };

    const accepted = await post(JSON.stringify(lead), { 'Idempotency-Key': `key-${marker}` });
    expect(accepted.status).toBe(201);
    const acceptedId = (JSON.parse(accepted.body.toString()) as { id: string }).id;
    expect((await post(JSON.stringify(lead), { 'Idempotency-Key': `key-${marker}` })).status).toBe(201);
    expect((await post(JSON.stringify({ ...lead, message: `Other ${marker}` }), { 'Idempotency-Key': `key-${marker}` })).status).toBe(422);
    expect((await post(JSON.stringify({ ...lead, email: `${marker}@nowhere` }))).status).toBe(400);
    expect((await post(JSON.stringify({ ...lead, name: `${marker}\u0000` }))).status).toBe(400);
    expect((await post(JSON.stringify({ ...lead, extra: marker }))).status).toBe(400);
    expect((await post(JSON.stringify({ ...lead, message: marker.repeat(2_000) }))).status).toBe(413);
    expect((await post(`{"name":"${marker}",`)).status).toBe(400);
    // A plain form (the interest form without JavaScript) refused for its contents: sent to the result page.
    const refusedForm = await post(`name=${marker}&lng=nl`, { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(refusedForm.status).toBe(303);
    expect(refusedForm.headers.location).toBe('/nl/get-involved/sent?result=invalid');
    expect((await post(marker, { 'Content-Type': 'text/plain' })).status).toBe(415);

    // The first lead is mailed; then the mail server goes away while a second one waits for its mail.
    const mailbox = new Mailbox(mailDir);
    await expect.poll(() => mailbox.containing(marker).length, { timeout: 30_000 }).toBe(1);
    await new Promise<void>((resolve) => mailServer!.close(() => resolve()));
    mailServer = undefined;
    const second = await post(JSON.stringify({ ...lead, name: `Second ${marker}` }));
    expect(second.status).toBe(201);
    const secondId = (JSON.parse(second.body.toString()) as { id: string }).id;
    await expect.poll(() => readFileSync(workerLog, 'utf8').includes('will retry'), { timeout: 30_000 }).toBe(true);
    mailServer = await startMailCatcher(mailDir, smtpPort);
    await expect.poll(() => mailbox.containing(`Second ${marker}`).length, { timeout: 60_000 }).toBe(1);
    const notified = await database.query<{ id: string }>('SELECT id FROM interest_leads WHERE id = ANY($1) AND notified_at IS NOT NULL', [
      [acceptedId, secondId],
    ]);
    expect(notified).toHaveLength(2);

    const backendOutput = readFileSync(backendLog, 'utf8');
    const workerOutput = readFileSync(workerLog, 'utf8');
    // The processes did log these requests and jobs (by id), just never what the visitor wrote.
    expect(backendOutput).toContain('"path":"/api/interest"');
    expect(workerOutput).toContain(secondId);
    expect(backendOutput).not.toContain(marker);
    expect(workerOutput).not.toContain(marker);
  });
});
