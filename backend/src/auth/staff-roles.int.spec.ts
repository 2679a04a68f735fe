import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@rebound/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { uniqueClientAddress } from '../test-support/network';
import { createStaffAccount, signedInAgent } from '../test-support/staff-accounts';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { recreateTestDatabase } from '../test-support/test-database';
import { TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';

// Issue 20: every staff call decides which roles may use it. The calls are read from the running app's
// router, so a new staff route that is not in this table fails here until someone decides its roles.

const OWNER: StaffRole[] = ['owner'];
const DESK: StaffRole[] = ['owner', 'desk'];
const EDITOR: StaffRole[] = ['owner', 'editor'];
const EVERYONE: StaffRole[] = ['owner', 'desk', 'editor'];

const ALLOWED: Record<string, StaffRole[]> = {
  'POST /api/auth/logout': EVERYONE,
  'GET /api/auth/me': EVERYONE,
  'PATCH /api/auth/me': EVERYONE,
  'POST /api/auth/password': EVERYONE,
  'GET /api/auth/sessions': EVERYONE,
  'DELETE /api/auth/sessions': EVERYONE,
  'DELETE /api/auth/sessions/:reference': EVERYONE,
  'POST /api/auth/two-factor/setup': EVERYONE,
  'POST /api/auth/two-factor/enable': EVERYONE,
  'GET /api/admin/settings/two-factor': OWNER,
  'PUT /api/admin/settings/two-factor': OWNER,
  'GET /api/admin/accounts': OWNER,
  'POST /api/admin/accounts': OWNER,
  'POST /api/admin/accounts/:id/invitation': OWNER,
  'PATCH /api/admin/accounts/:id': OWNER,
  'GET /api/admin/audit': OWNER,
  'GET /api/admin/audit/export': OWNER,
  'POST /api/personal-data/access': DESK,
  'POST /api/personal-data/erasure': DESK,
  'GET /api/interest': DESK,
  'GET /api/interest/export': DESK,
  'GET /api/interest/:id': DESK,
  'POST /api/interest/:id/notification': DESK,
  'DELETE /api/interest/:id': DESK,
  'GET /api/newsletter/subscribers': DESK,
  'GET /api/newsletter/subscribers/export': DESK,
  'DELETE /api/newsletter/subscribers/:id': DESK,
  'GET /api/admin/blog-posts': EDITOR,
  'POST /api/admin/blog-posts': EDITOR,
  'GET /api/admin/blog-posts/:id': EDITOR,
  'PUT /api/admin/blog-posts/:id': EDITOR,
  'PUT /api/admin/blog-posts/:id/translations/:lng': EDITOR,
  'DELETE /api/admin/blog-posts/:id/translations/:lng': EDITOR,
  'POST /api/admin/blog-posts/:id/publish': EDITOR,
  'POST /api/admin/blog-posts/:id/unpublish': EDITOR,
  'DELETE /api/admin/blog-posts/:id': EDITOR,
  'GET /api/admin/blog-posts/:id/versions': EDITOR,
  'POST /api/admin/blog-posts/:id/versions/:versionId/restore': EDITOR,
  'POST /api/admin/blog-posts/:id/preview-link': EDITOR,
  'POST /api/admin/blog-posts/:id/cover': EDITOR,
  'POST /api/admin/blog-posts/:id/newsletter-send': EDITOR,
  'GET /api/admin/blog-posts/:id/newsletter-send': EDITOR,
};

const ROLE_REFUSED = 'Your role does not give access to this';

interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

/** Every route the app's Express router has, as "METHOD /path" (the catch-all of unknown /api paths left out). */
function routesOf(testApp: TestApp): Route[] {
  const express = testApp.app.getHttpAdapter().getInstance();
  const stack = express.router.stack as Array<{ route?: { path: string; methods: Record<string, boolean> } }>;
  return stack.flatMap((layer) =>
    layer.route && !layer.route.path.includes('*')
      ? Object.keys(layer.route.methods).map((method) => ({ method: method as Route['method'], path: layer.route?.path as string }))
      : [],
  );
}

const nameOf = (route: Route) => `${route.method.toUpperCase()} ${route.path}`;

/** A concrete address for a route: ids nobody has, a language for :lng. */
const concrete = (path: string) => path.replace(':lng', 'en').replace(/:[A-Za-z]+/g, () => randomUUID());

describe('roles × every staff call', () => {
  let testApp: TestApp;
  let routes: Route[];
  const agents = {} as Record<StaffRole, TestAgent>;

  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    testApp = await startTestApp();
    routes = routesOf(testApp);
    for (const role of STAFF_ROLES) agents[role] = await signedInAgent(testApp.server, (await createStaffAccount(testApp.app, role)).email);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const call = (client: ReturnType<typeof request> | TestAgent, route: Route) =>
    client[route.method](concrete(route.path)).set('X-Forwarded-For', uniqueClientAddress()).set('Origin', TEST_SITE_ORIGIN).send({});

  it('every route that needs a session is in the table, and every route in the table needs one', async () => {
    const needsSession: string[] = [];
    for (const route of routes) {
      const response = await call(request(testApp.server), route);
      if (response.status === 401 && route.path !== '/api/auth/login') needsSession.push(nameOf(route));
    }
    expect(needsSession.sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  // Sign-out last: it ends the agent's session, which the other calls need.
  const inOrder = () => [...Object.keys(ALLOWED).filter((name) => name !== 'POST /api/auth/logout'), 'POST /api/auth/logout'];

  it.each(STAFF_ROLES)('%s: allowed calls pass the guard, every other answers 403', async (role) => {
    const outcomes: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const name of inOrder()) {
      const route = routes.find((candidate) => nameOf(candidate) === name) as Route;
      const response = await call(agents[role], route);
      const refused = response.status === 403 && response.body.message === ROLE_REFUSED;
      outcomes[name] = refused ? '403' : response.status === 401 ? '401' : 'allowed';
      expected[name] = ALLOWED[name].includes(role) ? 'allowed' : '403';
    }
    expect(outcomes).toEqual(expected);
  });
});
