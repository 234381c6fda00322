// The calls of the signed-in user's own sign-in settings and of the sign-in steps beyond the
// password. Every call names its time limit (REQUEST_TIMEOUT_MS); none is retried.
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { api, REQUEST_TIMEOUT_MS, type User } from 'shared';

/** A finished sign-in: the user and the session's token (the cookie is set too). */
export interface SignInAnswer {
  data: User;
  token: string;
}

/** The ways a sign-in's second step can be completed. */
export type MfaMethod = 'totp' | 'recovery-code' | 'passkey';

/** A right password of an account with a second factor: no session yet. */
export interface MfaChallenge {
  mfaRequired: true;
  mfaToken: string;
  methods: MfaMethod[];
}

/** What a password login answers. */
export type LoginAnswer = SignInAnswer | MfaChallenge;

export function isMfaChallenge(answer: LoginAnswer): answer is MfaChallenge {
  return 'mfaRequired' in answer && answer.mfaRequired === true;
}

/** The `code`s of the refusals the screens act on (beyond showing the message). */
export const MFA_TOKEN_INVALID = 'mfa-token-invalid';

/** POST /auth/mfa: the second step, with a TOTP or a recovery code. */
export function completeMfa(mfaToken: string, code: string): Promise<SignInAnswer> {
  return api().post('auth/mfa', { json: { mfaToken, code }, timeout: REQUEST_TIMEOUT_MS.write }).json<SignInAnswer>();
}

/** GET /auth/me: the signed-in user as the server sees them now (second factors included). */
export async function fetchSignedInUser(): Promise<User> {
  const { data } = await api().get('auth/me', { timeout: REQUEST_TIMEOUT_MS.load }).json<{ data: User }>();
  return data;
}

/* ---------- passkeys ---------- */

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by its provider (a passkey manager), so it survives the loss of one device. */
  backedUp: boolean;
}

export async function fetchPasskeys(signal: AbortSignal): Promise<PasskeySummary[]> {
  const { data } = await api().get('auth/passkeys', { signal, timeout: REQUEST_TIMEOUT_MS.load }).json<{ data: PasskeySummary[] }>();
  return data;
}

export async function registrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { options } = await api()
    .post('auth/passkeys/registration-options', { timeout: REQUEST_TIMEOUT_MS.write })
    .json<{ options: PublicKeyCredentialCreationOptionsJSON }>();
  return options;
}

export async function savePasskey(name: string, response: RegistrationResponseJSON): Promise<PasskeySummary> {
  const { data } = await api()
    .post('auth/passkeys', { json: { name, response }, timeout: REQUEST_TIMEOUT_MS.write })
    .json<{ data: PasskeySummary }>();
  return data;
}

export async function removePasskey(id: string): Promise<void> {
  await api().delete(`auth/passkeys/${encodeURIComponent(id)}`, { timeout: REQUEST_TIMEOUT_MS.write });
}

export async function authenticationOptions(signal?: AbortSignal): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { options } = await api()
    .post('auth/passkeys/authentication-options', { signal, timeout: REQUEST_TIMEOUT_MS.write })
    .json<{ options: PublicKeyCredentialRequestOptionsJSON }>();
  return options;
}

export function passkeyLogin(response: AuthenticationResponseJSON): Promise<SignInAnswer> {
  return api().post('auth/passkeys/login', { json: { response }, timeout: REQUEST_TIMEOUT_MS.write }).json<SignInAnswer>();
}

/* ---------- authenticator app (TOTP) ---------- */

export interface TotpSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The `otpauth://` URL the QR code carries. */
  otpauthUrl: string;
}

export function startTotpSetup(): Promise<TotpSetup> {
  return api().post('auth/totp/setup', { timeout: REQUEST_TIMEOUT_MS.write }).json<TotpSetup>();
}

/**
 * Confirms the secret being set up with one of its codes; gives the ten recovery codes, once.
 * Replacing an app that is on also takes a code of that app, or a recovery code (`currentCode`).
 */
export async function enableTotp(code: string, currentCode?: string): Promise<string[]> {
  const json = currentCode === undefined ? { code } : { code, currentCode };
  const { recoveryCodes } = await api()
    .post('auth/totp/enable', { json, timeout: REQUEST_TIMEOUT_MS.write })
    .json<{ recoveryCodes: string[] }>();
  return recoveryCodes;
}

/** Turns the authenticator app off, with one of its codes or a recovery code. */
export async function disableTotp(code: string): Promise<void> {
  await api().delete('auth/totp', { json: { code }, timeout: REQUEST_TIMEOUT_MS.write });
}

/* ---------- sessions ---------- */

export interface SessionView {
  id: string;
  browser: string | null;
  os: string | null;
  /** The network it signed in from, e.g. '203.0.113.0/24'. */
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session of this browser. */
  current: boolean;
}

export async function fetchSessions(signal: AbortSignal): Promise<SessionView[]> {
  const { data } = await api().get('auth/sessions', { signal, timeout: REQUEST_TIMEOUT_MS.load }).json<{ data: SessionView[] }>();
  return data;
}

export async function endSession(id: string): Promise<void> {
  await api().delete(`auth/sessions/${encodeURIComponent(id)}`, { timeout: REQUEST_TIMEOUT_MS.write });
}

/** Ends every session but this one; gives how many ended. */
export async function endOtherSessions(): Promise<number> {
  const { ended } = await api().delete('auth/sessions', { timeout: REQUEST_TIMEOUT_MS.write }).json<{ ended: number }>();
  return ended;
}
