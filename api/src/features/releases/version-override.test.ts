// /api/admin/ops/override over real HTTP: an administrator tries a published version in their own
// browser; /config.json follows for that browser only and only while it is an admin's session.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInMember, byCookie } from '../../test/admin';
import { call, login, type CallResult, type Login } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { OPS_OVERRIDE_PATH } from './ops-routes';
import { applyReleaseChange, seedReleaseState } from './release-repository';
import { OVERRIDE_COOKIE, parseOverrides } from './version-override';

/** A CDN with the given versions published (their manifests answer), every other path 404. */
async function startCdn(published: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const found = published.some((p) => request.url === `/${p}/mf-manifest.json`);
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(found ? JSON.stringify({ id: 'x', metaData: {} }) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(engines)('trying a version in one admin browser (%s)', (engine) => {
  let server: TestServer;
  let cdn: Awaited<ReturnType<typeof startCdn>>;
  let admin: Login;

  beforeAll(async () => {
    cdn = await startCdn(['remote-member/1.2.0', 'remote-public/2.0.0', 'remote-public/2.1.0']);
    const database = await createTestDatabase(engine);
    const configFile = path.join(database.dataDir, 'site-config', 'config.json');
    mkdirSync(path.dirname(configFile), { recursive: true });
    writeFileSync(configFile, JSON.stringify({
      remotes: {
        remote_public: `${cdn.url}/remote-public/2.0.0/mf-manifest.json`,
        remote_member: `${cdn.url}/remote-member/1.0.0/mf-manifest.json`,
        remote_admin: `${cdn.url}/remote-admin/3.0.0/mf-manifest.json`,
      },
    }));
    server = await startTestServer(database, { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_CONFIG_FILE: configFile });
    await seedReleaseState(server.app.db, { 'remote-member': '1.0.0', 'remote-public': '2.0.0', 'remote-admin': '3.0.0' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await cdn?.close();
    await dropTestDatabases();
  });

  const overrideCookieOf = (res: CallResult): string | undefined =>
    /club_override=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const put = (headers: Record<string, string>, json: unknown) => call(server, OPS_OVERRIDE_PATH, { method: 'PUT', json, headers });
  const configWith = async (cookie: string) => {
    const res = await call(server, '/config.json', { headers: { cookie } });
    expect(res.status).toBe(200);
    return res;
  };
  const memberUrl = (res: CallResult) => (res.body as { remotes: Record<string, string> }).remotes.remote_member;

  it('answers visitors 401 and members 403', async () => {
    expect((await call(server, OPS_OVERRIDE_PATH)).status).toBe(401);
    expect((await put({ origin: server.origin }, { remote: 'remote-member', version: '1.2.0' })).status).toBe(401);
    const { session } = await addSignedInMember(server, 'Mia Member');
    const member = await put(byCookie(server, session), { remote: 'remote-member', version: '1.2.0' });
    expect(member.status).toBe(403);
    expect(overrideCookieOf(member)).toBeUndefined();
  });

  it('sets a published version for this browser: its /config.json names it, with telemetry off; others get the stable one', async () => {
    const res = await put(byCookie(server, admin), { remote: 'remote-member', version: '1.2.0' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [{ remote: 'remote-member', version: '1.2.0' }] });
    const cookie = overrideCookieOf(res);
    expect(parseOverrides(decodeURIComponent(cookie ?? ''))).toEqual([{ remote: 'remote-member', version: '1.2.0' }]);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    // An answer that sets a cookie is never stored by a cache.
    expect(res.headers.get('cache-control')).toBe('no-store');

    const tried = await configWith(`${admin.cookie}; ${OVERRIDE_COOKIE}=${cookie}`);
    expect(memberUrl(tried)).toBe(`${cdn.url}/remote-member/1.2.0/mf-manifest.json`);
    expect((tried.body as { telemetry?: unknown }).telemetry).toEqual({ sampleRate: 0 });
    expect((tried.body as { remotes: Record<string, string> }).remotes.remote_public).toBe(`${cdn.url}/remote-public/2.0.0/mf-manifest.json`);
    expect(tried.headers.get('cache-control')).toBe('private, no-cache');
    expect(tried.headers.get('vary')).toMatch(/cookie/i);

    const read = await call(server, OPS_OVERRIDE_PATH, { headers: { cookie: `${admin.cookie}; ${OVERRIDE_COOKIE}=${cookie}` } });
    expect(read.body).toEqual({ data: [{ remote: 'remote-member', version: '1.2.0' }] });
    expect(read.headers.get('cache-control')).toBe('no-store');

    // Another browser of the same admin, and a visitor: the stable version.
    expect(memberUrl(await configWith(admin.cookie))).toBe(`${cdn.url}/remote-member/1.0.0/mf-manifest.json`);
    expect(memberUrl(await configWith('club_bid=0b1d7c9e-2f0a-4c1e-9a55-2b6b1c1f0a01'))).toBe(`${cdn.url}/remote-member/1.0.0/mf-manifest.json`);
  });

  it('ignores the cookie without an admin session: copied to a visitor or a member, or after sign-out', async () => {
    const cookie = `${OVERRIDE_COOKIE}=remote-member@1.2.0`;
    const visitor = await configWith(cookie);
    expect(memberUrl(visitor)).toBe(`${cdn.url}/remote-member/1.0.0/mf-manifest.json`);
    expect((visitor.body as { telemetry?: unknown }).telemetry).toBeUndefined();
    const { session } = await addSignedInMember(server, 'Max Member');
    expect(memberUrl(await configWith(`${session.cookie}; ${cookie}`))).toBe(`${cdn.url}/remote-member/1.0.0/mf-manifest.json`);

    const leaving = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(memberUrl(await configWith(`${leaving.cookie}; ${cookie}`))).toBe(`${cdn.url}/remote-member/1.2.0/mf-manifest.json`);
    expect((await call(server, '/api/auth/logout', { method: 'POST', headers: byCookie(server, leaving) })).status).toBeLessThan(300);
    expect(memberUrl(await configWith(`${leaving.cookie}; ${cookie}`))).toBe(`${cdn.url}/remote-member/1.0.0/mf-manifest.json`);
  });

  it('wins over a canary for that browser, and clears by remote or all at once', async () => {
    await applyReleaseChange(server.app.db, { kind: 'canary', remote: 'remote-public', version: '2.1.0', share: 100 }, { expectedRevision: 1, actor: 'cli:test' });
    const first = await put(byCookie(server, admin), { remote: 'remote-member', version: '1.2.0' });
    const both = await put({ ...byCookie(server, admin), cookie: `${admin.cookie}; ${OVERRIDE_COOKIE}=${overrideCookieOf(first)}` }, { remote: 'remote-public', version: '2.0.0' });
    expect(both.status).toBe(200);
    expect(both.body).toEqual({ data: [{ remote: 'remote-member', version: '1.2.0' }, { remote: 'remote-public', version: '2.0.0' }] });
    const cookies = `${admin.cookie}; ${OVERRIDE_COOKIE}=${overrideCookieOf(both)}`;
    const tried = (await configWith(cookies)).body as { remotes: Record<string, string> };
    expect(tried.remotes.remote_public).toBe(`${cdn.url}/remote-public/2.0.0/mf-manifest.json`);

    const one = await call(server, `${OPS_OVERRIDE_PATH}?remote=remote-public`, { method: 'DELETE', headers: { ...byCookie(server, admin), cookie: cookies } });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ data: [{ remote: 'remote-member', version: '1.2.0' }] });
    const all = await call(server, OPS_OVERRIDE_PATH, { method: 'DELETE', headers: { ...byCookie(server, admin), cookie: cookies } });
    expect(all.body).toEqual({ data: [] });
    expect(all.headers.get('set-cookie')).toMatch(/club_override=;.*Expires=Thu, 01 Jan 1970/i);
    await applyReleaseChange(server.app.db, { kind: 'abort', remote: 'remote-public' }, { expectedRevision: 2, actor: 'cli:test' });
  });

  it.each([
    [{ remote: 'remote-member', version: '9.9.9' }, 404, 'remote-member 9.9.9 is not published'],
    [{ remote: 'remote-shop', version: '1.0.0' }, 400, undefined],
    [{ remote: 'remote-member', version: 'latest' }, 400, undefined],
    [{ remote: 'remote-member' }, 400, undefined],
    [{ remote: 'remote-member', version: '1.2.0', extra: true }, 400, undefined],
  ])('refuses %j with %i and sets nothing', async (body, status, message) => {
    const res = await put(byCookie(server, admin), body);
    expect(res.status).toBe(status);
    if (message) expect(res.body).toEqual({ message });
    expect(overrideCookieOf(res)).toBeUndefined();
  });

  it('reads only well-formed pairs from the cookie', () => {
    expect(parseOverrides('remote-member@1.2.0,remote-shop@1.0.0,remote-public@latest,junk,remote-admin@3.1.0-rc.1'))
      .toEqual([{ remote: 'remote-admin', version: '3.1.0-rc.1' }, { remote: 'remote-member', version: '1.2.0' }]);
    expect(parseOverrides('x'.repeat(600))).toEqual([]);
    expect(parseOverrides(undefined)).toEqual([]);
  });
});
