// GET /api/admin/membership/verifiedMembers?userId={id}: the member directory of the dashboard.
// The path is under /admin because that is where its clients call it; it is the members' directory.
//
// Access: a signed-in member (cookie or bearer), asking as themselves (`userId` must be the
// signed-in member: who is asking comes from the session, never from the request). Admins are
// refused (403): browsing the directory is a member's capability only, admins have no /user
// dashboard, and their own lists (approved members, with contact details) are the admin calls.
// Answering them here would make this the one place an admin reads the directory without the
// admin panel's checks.
//
// The body (a VerifiedMembersResponse) comes serialized from the directory cache, which reads the
// members again only after a change (verified-members-cache.ts). It is the same for every member:
// each entry as other members may see it (member-privacy.ts), the caller's own included, so the
// directory shows a member their listing as others see it, and a search over it can match only
// what the searcher may see.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { parseBody } from '../../app/validate-body';
import { createVerifiedMembersCache } from './verified-members-cache';

export const VERIFIED_MEMBERS_PATH = '/api/admin/membership/verifiedMembers';
export const DIRECTORY_MEMBERS_ONLY = 'The member directory is for members only';
export const DIRECTORY_NOT_YOURS = 'You can only load the directory as yourself';

const directoryQuery = z.object({
  userId: z.string().trim().min(1, 'Is required').max(200, 'Is too long'),
});

export function registerVerifiedMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const directoryBody = createVerifiedMembersCache(ctx.db);
  const membersOnly = { config: { auth: { membersOnly: DIRECTORY_MEMBERS_ONLY } } };
  app.get(VERIFIED_MEMBERS_PATH, membersOnly, async (request, reply) => {
    const { userId } = parseBody(directoryQuery, request.query);
    if (userId !== request.auth.user.id) throw new HttpError(403, DIRECTORY_NOT_YOURS);
    // The content type Fastify gives a serialized object.
    return reply.type('application/json; charset=utf-8').send(await directoryBody());
  });
}
