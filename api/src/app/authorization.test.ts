// Who may call what, for every /api route the server registers. The routes are read from the
// registrations themselves (an onRoute hook on every Fastify instance), so a route added later is
// checked too: an /api/admin route is refused to visitors (401) and members (403) unless it is
// listed below as a members' route, and an /api route that is neither under /api/admin nor listed
// here fails this suite until someone decides who may call it.
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInMember, byBearer, byCookie } from '../test/admin';
import { call, login, type Login } from '../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

const mockRegisteredRoutes: { method: string; url: string }[] = [];

jest.mock('fastify', () => {
  const actual = jest.requireActual<typeof FastifyModule>('fastify');
  const factory = actual.default;
  const withRouteLog = ((options?: FastifyModule.FastifyServerOptions) => {
    const app = factory(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) mockRegisteredRoutes.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof factory;
  return Object.assign(withRouteLog, actual, { default: withRouteLog, fastify: withRouteLog });
});

/** Anyone may call these (each has its own limits and checks). */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/mfa',
  'POST /api/auth/passkeys/authentication-options',
  'POST /api/auth/passkeys/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'PATCH /api/auth/reset-password',
  'POST /api/user/auth/contact',
  'POST /api/user/membership/create',
  // Anyone holding an applicant's status link (its token is the secret).
  'GET /api/membership/status/:token',
  // Exists only with the outbox mail transport (local and tests), never with SMTP.
  'GET /api/dev/outbox',
  // A member's calendar feed, read by calendar services without a session: its secret is the key.
  'GET /api/calendar/:file',
  // A page's field telemetry (sendBeacon, no session needed): strict, small, rate-limited.
  'POST /api/telemetry',
];

/** Signed-in users only (401 for a visitor), the directory under /api/admin included. */
const MEMBER_ROUTES = [
  'GET /api/auth/me',
  'POST /api/user/auth/edit-profile',
  'GET /api/admin/membership/verifiedMembers',
  'GET /api/events',
  'GET /api/events/:id',
  'GET /api/events/:id/ics',
  // Members only: an administrator gets 403 too.
  'POST /api/events/:id/rsvp',
  'PATCH /api/events/:id/rsvp',
  'DELETE /api/events/:id/rsvp',
  'GET /api/user/sponsorships',
  'POST /api/user/sponsorships/:id',
  'GET /api/user/calendar-feed',
  'POST /api/user/calendar-feed/reset',
  // Each user's own sign-in: second factors, passkeys, sessions.
  'POST /api/auth/totp/setup',
  'POST /api/auth/totp/enable',
  'DELETE /api/auth/totp',
  'POST /api/auth/passkeys/registration-options',
  'POST /api/auth/passkeys',
  'GET /api/auth/passkeys',
  'DELETE /api/auth/passkeys/:id',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/:id',
  'DELETE /api/auth/sessions',
  'GET /api/user/privacy',
  'PUT /api/user/privacy',
  'GET /api/user/export',
  'POST /api/user/leave',
];

const NOT_SIGNED_IN = { message: 'Not signed in' };
const ADMINS_ONLY = { message: 'Administrators only' };

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** A concrete path for a route pattern: every parameter and wildcard filled in. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'some-id').replace(/\*/g, 'some-path');

describe.each(engines)('authorization of every /api route (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  let member: Login;
  let apiRoutes: { method: string; url: string }[];

  beforeAll(async () => {
    mockRegisteredRoutes.length = 0;
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    member = (await addSignedInMember(server, 'Curious Member', admin.user.id)).session;
    // HEAD routes Fastify adds for each GET are checked with their GET.
    apiRoutes = mockRegisteredRoutes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const adminRoutes = () =>
    apiRoutes.filter((route) => route.url.startsWith('/api/admin/') && !MEMBER_ROUTES.includes(key(route)));

  const send = (route: { method: string; url: string }, headers: Record<string, string>) =>
    call(server, concrete(route.url), {
      method: route.method,
      headers,
      ...(route.method !== 'GET' && { json: {} }),
    });

  it('sees the routes the server registered, and every /api route has a known audience', () => {
    const known = new Set([...PUBLIC_ROUTES, ...MEMBER_ROUTES]);
    const unclassified = apiRoutes.filter((route) => !known.has(key(route)) && !route.url.startsWith('/api/admin/'));
    expect(unclassified.map(key)).toEqual([]);
    // The lists name routes that exist (a renamed route must be renamed here too).
    expect([...known].filter((name) => !apiRoutes.some((route) => key(route) === name))).toEqual([]);
    expect(adminRoutes().map(key).sort()).toEqual(
      expect.arrayContaining([
        'GET /api/admin/membership/approvedMembers',
        'GET /api/admin/membership/pendingRequests',
        'GET /api/admin/membership/stats',
        'POST /api/admin/membership/change-verification',
        'POST /api/admin/membership/respond/:id',
        'GET /api/admin/events',
        'POST /api/admin/events',
        'GET /api/admin/events/:id',
        'PATCH /api/admin/events/:id',
        'POST /api/admin/events/:id/cancel',
        'GET /api/admin/events/:id/attendees',
        'GET /api/admin/events/:id/attendees.csv',
        'POST /api/admin/events/:id/check-in',
        'GET /api/admin/events/attendance/:userId',
        'GET /api/admin/membership/pendingRequests.csv',
        'GET /api/admin/membership/approvedMembers.csv',
        'GET /api/admin/membership/:id/notes',
        'POST /api/admin/membership/:id/notes',
        'GET /api/admin/membership/:id/history',
        'GET /api/admin/activity',
        'GET /api/admin/activity.csv',
        'GET /api/admin/activity/admins',
        'GET /api/admin/departures',
        'POST /api/admin/departures/:userId/erase',
      ]),
    );
  });

  it('refuses a visitor (401) on every admin route and every members’ route', async () => {
    const answers = [];
    for (const route of [...adminRoutes(), ...apiRoutes.filter((r) => MEMBER_ROUTES.includes(key(r)))]) {
      const res = await send(route, { origin: server.origin });
      answers.push([key(route), res.status, res.body]);
    }
    expect(answers).toEqual(answers.map(([name]) => [name, 401, NOT_SIGNED_IN]));
  });

  it('refuses a member (403) on every admin route, by cookie and by bearer token', async () => {
    const answers = [];
    for (const route of adminRoutes()) {
      for (const headers of [byCookie(server, member), byBearer(member)]) {
        const res = await send(route, headers);
        answers.push([key(route), res.status, res.body]);
      }
    }
    expect(answers).toEqual(answers.map(([name]) => [name, 403, ADMINS_ONLY]));
  });

  it('refuses a member who claims to be an admin in the request itself', async () => {
    const answers = [];
    for (const route of adminRoutes()) {
      const res = await call(server, `${concrete(route.url)}?isAdmin=true&adminId=${admin.user.id}`, {
        method: route.method,
        headers: { ...byBearer(member), 'x-admin': 'true', 'x-user-id': admin.user.id, 'x-role': 'admin' },
        ...(route.method !== 'GET' && { json: { isAdmin: true, adminId: admin.user.id, role: 'admin' } }),
      });
      answers.push([key(route), res.status]);
    }
    expect(answers).toEqual(answers.map(([name]) => [name, 403]));
  });

  it('lets the admin through every admin route (the guard refuses by role, not by path)', async () => {
    for (const route of adminRoutes()) {
      const res = await send(route, byBearer(admin));
      expect([key(route), res.status === 401 || res.status === 403]).toEqual([key(route), false]);
    }
  });
});

describe.each(engines)('admin routes under ADMIN_MFA=required (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  let apiRoutes: { method: string; url: string }[];

  beforeAll(async () => {
    mockRegisteredRoutes.length = 0;
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', ADMIN_MFA: 'required' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    apiRoutes = mockRegisteredRoutes.filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD' && !MEMBER_ROUTES.includes(key(route)));
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it('an admin without a second factor is signed in, told to enrol, and refused on every admin route until enrolled', async () => {
    expect(admin.user.mfa).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0, enrolmentRequired: true });
    expect(apiRoutes.length).toBeGreaterThanOrEqual(5);
    const answers = [];
    for (const route of apiRoutes) {
      const res = await call(server, concrete(route.url), {
        method: route.method,
        headers: byBearer(admin),
        ...(route.method !== 'GET' && { json: {} }),
      });
      answers.push([key(route), res.status, res.body]);
    }
    const refused = { message: 'Set up two-step sign-in first.', code: 'mfa-enrolment-required' };
    expect(answers).toEqual(answers.map(([name]) => [name, 403, refused]));
    // Their own sign-in settings stay open to them.
    expect((await call(server, '/api/auth/me', { headers: byBearer(admin) })).status).toBe(200);
    expect((await call(server, '/api/auth/totp/setup', { method: 'POST', headers: byBearer(admin) })).status).toBe(200);
  });
});
