// Departures, for admins (`config.auth: 'admin'`), and the periodic erasure of those due.
//
// GET  /api/admin/departures                -> { data: PendingDeparture[] } soonest erasure first:
//      members who asked to leave and whose data is not erased yet
// POST /api/admin/departures/:userId/erase  -> 200 { success: true, message } erases now (recorded
//      in the audit trail as 'erased' by the admin); 404 when the member has no pending departure
//      (none, or erased already)
//
// Every instance also erases the departures whose grace period has passed (departure-erasure-job.ts),
// stopping with the server.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PendingDeparture } from 'shared/types';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import type { Database } from '../../db/schema';
import { eraseExpiredApplicants } from './applicant-retention';
import { startErasureJob } from './departure-erasure-job';
import { eraseDueDepartures, eraseMember } from './member-erasure';

export const DEPARTURES_PATH = '/api/admin/departures';
export const ERASE_ROUTE = `${DEPARTURES_PATH}/:userId/erase`;
export const MEMBER_ERASED = 'The member’s personal data has been erased';
export const NO_PENDING_DEPARTURE = 'This member has no pending departure';

export const erasePath = (userId: string): string => ERASE_ROUTE.replace(':userId', encodeURIComponent(userId));

async function pendingDepartures(db: Kysely<Database>): Promise<PendingDeparture[]> {
  const rows = await db
    .selectFrom('member_departures as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.user_id', 'u.full_name', 'u.email', 'd.requested_at', 'd.erase_after'])
    .where('d.erased_at', 'is', null)
    .orderBy('d.erase_after', 'asc')
    .orderBy('d.user_id', 'asc')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    fullName: row.full_name,
    email: row.email,
    requestedAt: row.requested_at,
    eraseAfter: row.erase_after,
  }));
}

export function registerDepartureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const adminOnly = { config: { auth: 'admin' } } as const;

  app.get(DEPARTURES_PATH, adminOnly, async (): Promise<{ data: PendingDeparture[] }> => ({
    data: await pendingDepartures(ctx.db),
  }));

  app.post<{ Params: { userId: string } }>(ERASE_ROUTE, adminOnly, async (request) => {
    const erased = await eraseMember(ctx, request.params.userId, { now: new Date(), adminId: request.auth.user.id });
    if (!erased) throw new HttpError(404, NO_PENDING_DEPARTURE);
    return { success: true, message: MEMBER_ERASED };
  });

  // The same hourly run erases the rejected applicants whose retention has run out (applicant-retention.ts).
  const job = startErasureJob({
    run: async (now) => {
      await eraseDueDepartures(ctx, now);
      await eraseExpiredApplicants(ctx, now, ctx.config.rejectedApplicationRetentionDays);
    },
    onError: (error) => app.log.error({ err: error }, 'erasing departed members or expired applicants failed'),
  });
  app.addHook('onClose', () => job.stop());
}
