import { generateSync } from 'otplib';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { uniqueClientAddress } from '../test-support/network';
import { useSpecApp } from '../test-support/spec-app';
import { createStaffAccount, sessionCookieOf, signedInAgent, TEST_STAFF_PASSWORD } from '../test-support/staff-accounts';
import { queryTestDatabase } from '../test-support/test-database';
import { TEST_SITE_ORIGIN } from '../test-support/test-environment';

// Issue 20: two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes; the
// owner can require it for the roles that read personal data.

describe('two-factor sign-in', () => {
  const spec = useSpecApp({ admin: true });

  const login = (email: string, password = TEST_STAFF_PASSWORD) =>
    request(spec.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueClientAddress())
      .set('Origin', TEST_SITE_ORIGIN)
      .send({ email, password });
  const secondStep = (ticket: string, code: string) =>
    request(spec.server)
      .post('/api/auth/login/second-step')
      .set('X-Forwarded-For', uniqueClientAddress())
      .set('Origin', TEST_SITE_ORIGIN)
      .send({ ticket, code });
  /** As if the 30 seconds of the last accepted code went by: the next code is from a later step. */
  const nextTimeStep = (id: string) =>
    queryTestDatabase('UPDATE staff_accounts SET totp_last_step = totp_last_step - 1 WHERE id = $1', [id]);

  async function enable(agent: TestAgent, id: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await agent.post('/api/auth/two-factor/setup').expect(201);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Rebound:.+\?secret=[A-Z2-7]+&issuer=Rebound$/);
    await agent.post('/api/auth/two-factor/enable').send({ code: '000000' }).expect(400);
    const enabled = await agent
      .post('/api/auth/two-factor/enable')
      .send({ code: generateSync({ secret: setup.body.secret }) })
      .expect(201);
    await nextTimeStep(id);
    return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
  }

  it('asks for a code after the password; a code works once, a recovery code works once, a ticket works once', async () => {
    const desk = await createStaffAccount(spec.app, 'desk');
    const agent = await signedInAgent(spec.server, desk.email);
    const { secret, recoveryCodes } = await enable(agent, desk.id);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await agent.get('/api/auth/me').expect(200)).body.account.twoFactor).toBe(true);
    const stored = await queryTestDatabase<{ code_hash: string }>('SELECT code_hash FROM staff_recovery_codes WHERE account_id = $1', [
      desk.id,
    ]);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);

    const first = await login(desk.email).expect(200);
    expect(first.body).toEqual({ secondStep: 'totp', ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(first.headers['set-cookie']).toBeUndefined();
    const code = generateSync({ secret });
    const signedIn = await secondStep(first.body.ticket, code).expect(204);
    await request(spec.server).get('/api/interest').set('Cookie', sessionCookieOf(signedIn)).expect(200);
    // The same ticket again, and the same code with a new ticket: both refused.
    await secondStep(first.body.ticket, code).expect(401);
    await secondStep((await login(desk.email).expect(200)).body.ticket, code).expect(401);

    const withRecovery = (await login(desk.email).expect(200)).body.ticket;
    await secondStep(withRecovery, recoveryCodes[3].toUpperCase()).expect(204);
    await secondStep((await login(desk.email).expect(200)).body.ticket, recoveryCodes[3]).expect(401);
    await secondStep('x'.repeat(43), recoveryCodes[4]).expect(401);
    // A wrong password never gets as far as a ticket.
    expect((await login(desk.email, 'not the password').expect(401)).body.ticket).toBeUndefined();

    const events = await queryTestDatabase<{ event: string }>(
      "SELECT event FROM admin_audit_events WHERE account_id = $1 AND event LIKE 'sign-in%' ORDER BY id",
      [desk.id],
    );
    expect(events.map((row) => row.event)).toEqual(['sign-in', 'sign-in', 'sign-in-recovery-code']);
  });

  it('the owner can require it: until set up, the desk cannot read personal data, but can set it up; the editor is not held', async () => {
    const desk = await createStaffAccount(spec.app, 'desk');
    const editor = await createStaffAccount(spec.app, 'editor');
    const deskAgent = await signedInAgent(spec.server, desk.email);
    const editorAgent = await signedInAgent(spec.server, editor.email);
    await deskAgent.put('/api/admin/settings/two-factor').send({ required: true }).expect(403);
    await spec.admin.put('/api/admin/settings/two-factor').send({ required: 'yes' }).expect(400);
    expect((await spec.admin.put('/api/admin/settings/two-factor').send({ required: true }).expect(200)).body).toEqual({ required: true });
    try {
      const refused = await deskAgent.get('/api/interest').expect(403);
      expect(refused.body.message).toBe('Set up two-factor sign-in on your account page first');
      await deskAgent.get('/api/newsletter/subscribers').expect(403);
      expect((await deskAgent.get('/api/auth/me').expect(200)).body.twoFactorRequired).toBe(true);
      await editorAgent.get('/api/admin/blog-posts').expect(200);
      await enable(deskAgent, desk.id);
      await deskAgent.get('/api/interest').expect(200);
    } finally {
      await spec.admin.put('/api/admin/settings/two-factor').send({ required: false }).expect(200);
    }
  });
});
