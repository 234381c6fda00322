// Passkeys (WebAuthn, @simplewebauthn/server). The relying party is SITE_URL: its host name is
// the RP ID and its origin the only origin a ceremony may come from. User verification is
// required (a passkey signs in on its own, so it must be possession plus PIN or biometrics), and
// passkeys are discoverable (resident keys), so the sign-in page can offer them in the e-mail
// field's autofill (conditional UI) without asking who is signing in.
//
//   POST   /api/auth/passkeys/registration-options  (signed in) -> { options }
//   POST   /api/auth/passkeys        (signed in) { name, response } -> 201 { data: PasskeySummary }
//   GET    /api/auth/passkeys        (signed in) -> { data: PasskeySummary[] }
//   DELETE /api/auth/passkeys/:id    (signed in) -> { success: true }
//   POST   /api/auth/passkeys/authentication-options -> { options }
//   POST   /api/auth/passkeys/login  { response } -> { data: user, token } and the session cookie
//
// Challenges are single use and expire (webauthn-challenges.ts). Adding or removing a passkey
// ends every other session, is audited and mailed (factor-change.ts). A blocked user's passkey
// signs nobody in; an administrator (ADMIN_MFA required) never removes the last second factor.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { rateLimitConfig } from '../../app/rate-limit';
import { parseBody } from '../../app/validate-body';
import { coarseAddress } from '../../core/auth/coarse-address';
import { lockUser } from '../../core/auth/password-token';
import { secondFactorsOf } from '../../core/auth/second-factors';
import { findUserById } from '../../core/users/user-repository';
import { isUniqueViolation } from '../../db/constraint-error';
import type { WebAuthnChallengePurpose } from '../../db/schema';
import { createAccountThrottle } from './account-throttle';
import { ACCOUNT_DEACTIVATED, LOGIN_WINDOW_MS } from './auth-routes';
import { recordFactorChange } from './factor-change';
import {
  credentialsOf, deletePasskey, findPasskeyByCredentialId, insertPasskey, listPasskeys, recordPasskeyUse,
} from './passkey-repository';
import { startSession } from './start-session';
import { LAST_FACTOR, LAST_FACTOR_CODE } from './totp-routes';
import { CHALLENGE_TTL_MS, consumeChallenge, storeChallenge } from './webauthn-challenges';

export const PASSKEY_NAME_MAX_LENGTH = 60;
export const MAX_PASSKEYS_PER_USER = 20;
/** Passkey sign-in failures per account per window (signatures cannot be guessed; this bounds noise). */
export const PASSKEY_FAILURES = 10;
/** Options handed out per client per window (the sign-in page asks for them on every visit). */
export const AUTHENTICATION_OPTIONS_RATE_LIMIT = 100;

export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
export const PASSKEY_NOT_VERIFIED_CODE = 'passkey-not-verified';
export const PASSKEY_SIGN_IN_FAILED = 'That passkey could not sign you in.';
export const PASSKEY_SIGN_IN_FAILED_CODE = 'passkey-sign-in-failed';
export const PASSKEY_ALREADY_REGISTERED = 'This passkey is already registered.';
export const PASSKEY_ALREADY_REGISTERED_CODE = 'passkey-already-registered';
export const TOO_MANY_PASSKEYS = `You can keep up to ${MAX_PASSKEYS_PER_USER} passkeys. Remove one first.`;
export const TOO_MANY_PASSKEYS_CODE = 'too-many-passkeys';
export const PASSKEY_NOT_FOUND = 'Passkey not found';

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/, 'Must be base64url');

const registrationResponse = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

const authenticationResponse = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

const passkeyName = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(PASSKEY_NAME_MAX_LENGTH, `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters`)
  .regex(/^[^\p{Cc}]+$/u, 'Use letters, digits and punctuation only');

const registerBody = z.strictObject({ name: passkeyName, response: registrationResponse });
const loginBody = z.strictObject({ response: authenticationResponse });

/** The challenge the browser signed, as its clientDataJSON names it; null when unreadable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge !== '' ? challenge : null;
  } catch {
    return null;
  }
}

/** Uses up the challenge the response names; false when there is none to use. */
async function takeChallenge(
  ctx: Pick<AppContext, 'db'>,
  clientDataJSON: string,
  purpose: WebAuthnChallengePurpose,
  userId: string | null,
): Promise<string | null> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge || !(await consumeChallenge(ctx.db, challenge, purpose, userId))) return null;
  return challenge;
}

/** The WebAuthn user handle of an account: its id (a random UUID, nothing personal). */
const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => isoUint8Array.fromUTF8String(userId);

export function registerPasskeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config, db } = ctx;
  const { rpId, rpName, origin } = config.mfa;
  const accounts = createAccountThrottle(ctx, { name: 'passkey', maxFailures: PASSKEY_FAILURES });

  app.post('/api/auth/passkeys/registration-options', { config: { auth: 'signed-in' } }, async (request) => {
    const { user } = request.auth;
    const existing = await credentialsOf(db, user.id);
    if (existing.length >= MAX_PASSKEYS_PER_USER) throw new HttpError(409, TOO_MANY_PASSKEYS, TOO_MANY_PASSKEYS_CODE);
    const options = await generateRegistrationOptions({
      rpName,
      rpID: rpId,
      userName: user.email,
      userDisplayName: user.fullName,
      userID: userHandleOf(user.id),
      attestationType: 'none',
      excludeCredentials: existing,
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      timeout: CHALLENGE_TTL_MS,
    });
    await storeChallenge(db, options.challenge, 'registration', user.id);
    return { options };
  });

  app.post('/api/auth/passkeys', { config: { auth: 'signed-in' } }, async (request, reply) => {
    const { user, sessionId } = request.auth;
    const { name, response } = parseBody(registerBody, request.body);
    const challenge = await takeChallenge(ctx, response.response.clientDataJSON, 'registration', user.id);
    if (!challenge) throw new HttpError(400, PASSKEY_NOT_VERIFIED, PASSKEY_NOT_VERIFIED_CODE);
    const verification = await verifyRegistrationResponse({
      response: response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      requireUserVerification: true,
    }).catch((error: unknown) => {
      request.log.info({ err: error }, 'passkey registration refused');
      return null;
    });
    if (!verification?.verified) throw new HttpError(400, PASSKEY_NOT_VERIFIED, PASSKEY_NOT_VERIFIED_CODE);
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

    const added = await db
      .transaction()
      .execute(async (trx) => {
        await lockUser(trx, user.id);
        if ((await secondFactorsOf(trx, user.id)).passkeys >= MAX_PASSKEYS_PER_USER) {
          throw new HttpError(409, TOO_MANY_PASSKEYS, TOO_MANY_PASSKEYS_CODE);
        }
        const passkey = await insertPasskey(trx, {
          userId: user.id,
          name,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? response.response.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
        });
        await recordFactorChange(trx, ctx, {
          user,
          action: 'passkey-added',
          detail: name,
          clientAddress: coarseAddress(request.ip),
          keepSessionId: sessionId,
          notice: `A passkey named "${name}" was added to your account.`,
        });
        return passkey;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, { index: 'passkeys_credential_id_key', column: 'passkeys.credential_id' })) {
          throw new HttpError(409, PASSKEY_ALREADY_REGISTERED, PASSKEY_ALREADY_REGISTERED_CODE);
        }
        throw error;
      });
    ctx.mailOutbox.wake();
    return reply.status(201).send({ data: added });
  });

  app.get('/api/auth/passkeys', { config: { auth: 'signed-in' } }, async (request) => ({
    data: await listPasskeys(db, request.auth.user.id),
  }));

  app.delete<{ Params: { id: string } }>('/api/auth/passkeys/:id', { config: { auth: 'signed-in' } }, async (request) => {
    const { user, sessionId } = request.auth;
    await db.transaction().execute(async (trx) => {
      await lockUser(trx, user.id);
      const factors = await secondFactorsOf(trx, user.id);
      const name = await deletePasskey(trx, user.id, request.params.id);
      if (name === null) throw new HttpError(404, PASSKEY_NOT_FOUND);
      if (user.isAdmin && config.mfa.admin === 'required' && !factors.totp && factors.passkeys <= 1) {
        throw new HttpError(409, LAST_FACTOR, LAST_FACTOR_CODE);
      }
      await recordFactorChange(trx, ctx, {
        user,
        action: 'passkey-removed',
        detail: name,
        clientAddress: coarseAddress(request.ip),
        keepSessionId: sessionId,
        notice: `The passkey named "${name}" was removed from your account.`,
      });
    });
    ctx.mailOutbox.wake();
    return { success: true };
  });

  app.post(
    '/api/auth/passkeys/authentication-options',
    { config: rateLimitConfig({ max: AUTHENTICATION_OPTIONS_RATE_LIMIT, timeWindowMs: LOGIN_WINDOW_MS }) },
    async () => {
      const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
      await storeChallenge(db, options.challenge, 'authentication', null);
      return { options };
    },
  );

  app.post(
    '/api/auth/passkeys/login',
    { config: rateLimitConfig({ max: config.loginRateLimit, timeWindowMs: LOGIN_WINDOW_MS }) },
    async (request, reply) => {
      const { response } = parseBody(loginBody, request.body);
      const refused = () => new HttpError(401, PASSKEY_SIGN_IN_FAILED, PASSKEY_SIGN_IN_FAILED_CODE);
      const challenge = await takeChallenge(ctx, response.response.clientDataJSON, 'authentication', null);
      if (!challenge) throw refused();
      const passkey = await findPasskeyByCredentialId(db, response.id);
      if (!passkey) throw refused();
      // The authenticator names the account the passkey was made for; it must be this one.
      const { userHandle } = response.response;
      if (userHandle !== undefined && userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))) throw refused();

      const newCounter = await accounts.attempt(passkey.userId, async () => {
        const verification = await verifyAuthenticationResponse({
          response: response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: {
            id: passkey.credentialId,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        }).catch((error: unknown) => {
          request.log.info({ err: error }, 'passkey sign-in refused');
          return null;
        });
        const counter = verification?.verified ? verification.authenticationInfo.newCounter : null;
        return { passed: counter !== null, result: counter };
      });
      if (newCounter === null || !(await recordPasskeyUse(db, passkey.id, passkey.counter, newCounter))) throw refused();
      const user = await findUserById(db, passkey.userId);
      if (!user) throw refused();
      if (!user.isActive) throw new HttpError(403, ACCOUNT_DEACTIVATED);
      return startSession(ctx, request, reply, user);
    },
  );
}
