// Helpers for the admin panel suites: admins and members who sign in, calls made as them.
import { call, login, type CallResult, type Login } from './http';
import { addMember, MEMBER_PASSWORD, type TestMember } from './members';
import type { TestServer } from './test-server';

export const ADMIN_EMAIL = 'boss@club.example';
export const ADMIN_PASSWORD = 'admin-password-1';
export const SITE_URL = 'https://club.example.com';

/** Another administrator, signed in. */
export async function addSignedInAdmin(server: TestServer, fullName = 'Second Admin'): Promise<Login> {
  const admin = await addMember(server.app.db, { fullName, isAdmin: true, canSignIn: true });
  return login(server, admin.email, MEMBER_PASSWORD);
}

/** An approved member (reviewed by `adminId`) who can sign in, and a session of theirs. */
export async function addSignedInMember(
  server: TestServer,
  fullName: string,
  adminId: string | null = null,
): Promise<{ member: TestMember; session: Login }> {
  const member = await addMember(
    server.app.db,
    { fullName, canSignIn: true, applications: [{ status: 'approved' }] },
    adminId,
  );
  return { member, session: await login(server, member.email, MEMBER_PASSWORD) };
}

export type Credentials = Login | null;

/** Headers of a call as `who` by cookie (with the site's Origin), or as a visitor. */
export const byCookie = (server: TestServer, who: Credentials): Record<string, string> =>
  who ? { cookie: who.cookie, origin: server.origin } : { origin: server.origin };

/** Headers of a call as `who` by bearer token. */
export const byBearer = (who: Login): Record<string, string> => ({ authorization: `Bearer ${who.token}` });

export const getAs = (server: TestServer, path: string, headers: Record<string, string>): Promise<CallResult> =>
  call(server, path, { headers });

export const postAs = (
  server: TestServer,
  path: string,
  json: unknown,
  headers: Record<string, string>,
): Promise<CallResult> => call(server, path, { json, headers });
