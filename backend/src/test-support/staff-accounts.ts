import type { Server } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import type { StaffRole } from '@rebound/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { StaffAccount } from '../accounts/staff-account';
import { StaffAccountsService } from '../accounts/staff-accounts.service';
import { uniqueClientAddress } from './network';
import { TEST_SITE_ORIGIN } from './test-environment';

let lastAccount = 0;

export const TEST_STAFF_PASSWORD = 'a staff password nobody guesses';

/** A new active account of this role with TEST_STAFF_PASSWORD, stored as the owner's invitation and its acceptance would. */
export async function createStaffAccount(
  app: INestApplicationContext,
  role: StaffRole,
  name = `${role} ${++lastAccount}`,
): Promise<StaffAccount> {
  return app.get(StaffAccountsService).create({
    email: `${role}-${Date.now()}-${++lastAccount}@rebound.test`,
    displayName: name,
    role,
    language: 'nl',
    password: TEST_STAFF_PASSWORD,
    mailNewLeads: false,
  });
}

/** An agent signed in as this person (its own client address), sending the site's Origin as the staff pages do. */
export async function signedInAgent(server: Server, email: string, password = TEST_STAFF_PASSWORD): Promise<TestAgent> {
  const agent = request.agent(server).set('Origin', TEST_SITE_ORIGIN);
  await agent.post('/api/auth/login').set('X-Forwarded-For', uniqueClientAddress()).send({ email, password }).expect(204);
  return agent;
}

/** The session cookie (name=value) of a sign-in answer. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const cookies = response.headers['set-cookie'] as string[] | undefined;
  const cookie = cookies?.find((value) => /^(__Host-)?rebound_admin=/.test(value));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0];
}
