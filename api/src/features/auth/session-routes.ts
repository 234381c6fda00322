// The signed-in user's sessions, which they can see and end:
//   GET    /api/auth/sessions      -> { data: SessionView[] } (the most recently seen first)
//   DELETE /api/auth/sessions/:id  -> { success: true }; 404 when the user has no such session.
//                                     Ending the current one signs out (the cookie is cleared).
//   DELETE /api/auth/sessions      -> { success: true, ended }: every session but the current one
// A session is named by its id, never by its token or the token's hash. Each end is audited.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { coarseAddress } from '../../core/auth/coarse-address';
import { clearSessionCookie } from '../../core/auth/session-cookie';
import { deleteOtherSessionsOfUser, deleteSessionOfUser, listSessionsOfUser } from '../../core/auth/session-repository';
import { recordSecurityEvent } from './security-audit-repository';

export const SESSION_NOT_FOUND = 'Session not found';

export interface SessionView {
  id: string;
  /** e.g. 'Chrome 131'; null when the client did not say. */
  browser: string | null;
  /** e.g. 'macOS'; null when the client did not say. */
  os: string | null;
  /** The network it signed in from: 'a.b.c.0/24' or 'x:y:z::/48'. */
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session this request was made with. */
  current: boolean;
}

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  app.get('/api/auth/sessions', { config: { auth: 'signed-in' } }, async (request) => {
    const { user, sessionId } = request.auth;
    const sessions = await listSessionsOfUser(db, user.id);
    const data: SessionView[] = sessions.map(({ clientAddress, ...session }) => ({
      ...session,
      address: clientAddress,
      current: session.id === sessionId,
    }));
    return { data };
  });

  app.delete<{ Params: { id: string } }>('/api/auth/sessions/:id', { config: { auth: 'signed-in' } }, async (request, reply) => {
    const { user, sessionId } = request.auth;
    const { id } = request.params;
    const ended = await db.transaction().execute(async (trx) => {
      if (!(await deleteSessionOfUser(trx, user.id, id))) return false;
      await recordSecurityEvent(trx, { action: 'session-ended', userId: user.id, detail: id, clientAddress: coarseAddress(request.ip) });
      return true;
    });
    if (!ended) throw new HttpError(404, SESSION_NOT_FOUND);
    if (id === sessionId) clearSessionCookie(reply, config);
    return { success: true };
  });

  app.delete('/api/auth/sessions', { config: { auth: 'signed-in' } }, async (request) => {
    const { user, sessionId } = request.auth;
    const ended = await db.transaction().execute(async (trx) => {
      const count = await deleteOtherSessionsOfUser(trx, user.id, sessionId);
      if (count > 0) {
        await recordSecurityEvent(trx, { action: 'other-sessions-ended', userId: user.id, detail: String(count), clientAddress: coarseAddress(request.ip) });
      }
      return count;
    });
    return { success: true, ended };
  });
}
