// Helpers for the suites of second factors: TOTP enabled through the API, codes of a known
// secret, and sign-ins that pass the second step.
import { totpCode, TOTP_PERIOD_S } from '../core/auth/totp';
import { call, cookiePair, postLogin, type CallResult, type Login } from './http';
import type { TestServer } from './test-server';

/** Headers of a call by bearer token, with the site's Origin. */
export const as = (server: TestServer, who: Login): Record<string, string> => ({ authorization: `Bearer ${who.token}`, origin: server.origin });

/** A code of `secret`, `steps` time steps from now (within the accepted window: -1, 0 or 1). */
export const codeAt = (secret: string, steps = 0): string => totpCode(secret, Date.now() + steps * TOTP_PERIOD_S * 1000);

/** Forgets which time step the user's last code was for, so that the current code is accepted again. */
export async function forgetUsedStep(server: TestServer, userId: string): Promise<void> {
  await server.app.db.updateTable('totp_factors').set({ last_step: null }).where('user_id', '=', userId).execute();
}

/** Sets up and enables TOTP for the signed-in `who`; returns the secret and the recovery codes. */
export async function enableTotp(server: TestServer, who: Login): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(server, '/api/auth/totp/setup', { method: 'POST', headers: as(server, who) });
  if (setup.status !== 200) throw new Error(`totp setup failed: ${setup.status} ${setup.text}`);
  const secret = setup.body.secret as string;
  const enable = await call(server, '/api/auth/totp/enable', { json: { code: codeAt(secret) }, headers: as(server, who) });
  if (enable.status !== 200) throw new Error(`totp enable failed: ${enable.status} ${enable.text}`);
  return { secret, recoveryCodes: enable.body.recoveryCodes as string[] };
}

/** POST /api/auth/mfa, whatever the answer. */
export const postMfa = (server: TestServer, mfaToken: unknown, code: unknown): Promise<CallResult> =>
  call(server, '/api/auth/mfa', { json: { mfaToken, code }, headers: { origin: server.origin } });

/** The MFA token of a password login that must answer mfaRequired (or throws). */
export async function passwordStep(server: TestServer, email: string, password: string): Promise<string> {
  const res = await postLogin(server, email, password);
  if (res.status !== 200 || res.body.mfaRequired !== true) throw new Error(`expected mfaRequired: ${res.status} ${res.text}`);
  return res.body.mfaToken as string;
}

/** A sign-in answer (login, mfa, passkey login) as a session, or throws. */
export function sessionOf(res: CallResult): Login {
  if (res.status !== 200 || typeof res.body?.token !== 'string') throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { token: res.body.token, cookie: cookiePair(setCookie), setCookie, user: res.body.data };
}

/** Password then a TOTP code of `secret`: the session. */
export async function signInWithTotp(server: TestServer, email: string, password: string, secret: string, steps = 0): Promise<Login> {
  return sessionOf(await postMfa(server, await passwordStep(server, email, password), codeAt(secret, steps)));
}
