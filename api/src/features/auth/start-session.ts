// The end of every sign-in (password, password and second factor, passkey): the sessions the
// request arrived with are ended (no session fixation: a token planted or left before sign-in
// never becomes the signed-in one), a new one is opened with what it records of the client, and
// its token is set as the cookie and returned as `{ data: user, token }`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { hashSecretToken } from '../../app/secret-token';
import { requestTokens } from '../../core/auth/authenticate';
import { setSessionCookie } from '../../core/auth/session-cookie';
import { sessionOriginOf } from '../../core/auth/session-origin';
import { createSession, deleteExpiredSessionsOfUser, deleteSessionByTokenHash } from '../../core/auth/session-repository';
import type { User } from '../../core/users/user-repository';
import { signedInUser, type SignedInUser } from './signed-in-user';

export interface SignInAnswer {
  data: SignedInUser;
  token: string;
}

/** Ends every session the request names (bearer and cookie). */
export async function endRequestSessions(ctx: Pick<AppContext, 'db'>, request: FastifyRequest): Promise<void> {
  for (const token of requestTokens(request)) await deleteSessionByTokenHash(ctx.db, hashSecretToken(token));
}

export async function startSession(
  ctx: Pick<AppContext, 'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
): Promise<SignInAnswer> {
  await endRequestSessions(ctx, request);
  await deleteExpiredSessionsOfUser(ctx.db, user.id);
  const session = await createSession(ctx.db, user.id, sessionOriginOf(request));
  setSessionCookie(reply, ctx.config, session.token);
  return { data: await signedInUser(ctx.db, ctx.config, user), token: session.token };
}
