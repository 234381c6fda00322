// The admin panel's calls, for administrators only (`config.auth: 'admin'`): a visitor gets 401
// `{ message: 'Not signed in' }`, a signed-in member 403 `{ message: 'Administrators only' }`,
// checked before the body is read. (GET /api/admin/membership/verifiedMembers, under the same
// prefix, is the members' directory: see features/members.)
//
// GET  /api/admin/membership/stats                  -> MembershipStats
// GET  /api/admin/membership/pendingRequests        -> Page<MembershipRecord>, oldest first by default
// GET  /api/admin/membership/approvedMembers        -> Page<MembershipRecord>, newest approval first by default
// GET  /api/admin/membership/pendingRequests.csv    the whole filtered list as CSV (page and pageSize ignored)
// GET  /api/admin/membership/approvedMembers.csv    the same for approved members
//      (query: membership-list-query.ts; Page: { data, total, page, pageSize })
// POST /api/admin/membership/respond/:id            RespondBody -> { success, message }
// POST /api/admin/membership/change-verification    ChangeVerificationBody -> { success, message }
import type { FastifyInstance } from 'fastify';
import type {
  ChangeVerificationBody, MembershipListResponse, MembershipStats, RespondBody,
} from 'shared/types';
import { deactivationReasonProblem, REASON_MAX_LENGTH, REASON_MESSAGES, rejectionReasonProblem } from 'shared/validation';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { clubDayOf } from '../../app/club-time';
import { sendCsv, toCsv } from '../../app/csv';
import { FieldValidationError, HttpError } from '../../app/http-error';
import { pageWindow } from '../../app/list-query';
import { parseBody } from '../../app/validate-body';
import { changeMemberVerification } from './member-verification';
import { decideApplication } from './membership-decision';
import { approvedListQuery, pendingListQuery } from './membership-list-query';
import {
  allApprovedMembers, allPendingRequests, approvedMembersPage, membershipStats, pendingRequestsPage,
} from './membership-records-repository';

export const ADMIN_MEMBERSHIP_PATH = '/api/admin/membership';
export const STATS_PATH = `${ADMIN_MEMBERSHIP_PATH}/stats`;
export const PENDING_REQUESTS_PATH = `${ADMIN_MEMBERSHIP_PATH}/pendingRequests`;
export const APPROVED_MEMBERS_PATH = `${ADMIN_MEMBERSHIP_PATH}/approvedMembers`;
export const RESPOND_PATH = `${ADMIN_MEMBERSHIP_PATH}/respond`;
export const CHANGE_VERIFICATION_PATH = `${ADMIN_MEMBERSHIP_PATH}/change-verification`;

export const REQUEST_ACCEPTED = 'Request accepted successfully';
export const REQUEST_REJECTED = 'Request rejected successfully';
export const REQUEST_NOT_FOUND = 'Membership request not found';
export const REQUEST_ALREADY_DECIDED = 'This request has already been decided.';
export const EMAIL_HAS_ACCOUNT =
  'An account with this email already exists. Reject the request, or unblock the member instead.';
export const RESPOND_NOT_YOURS = 'You can only respond as yourself';
export const MEMBER_BLOCKED = 'Member blocked successfully!';
export const MEMBER_STATUS_UPDATED = 'Status updated successfully!';
export const MEMBER_NOT_FOUND = 'Member not found';
export const ADMIN_NOT_BLOCKABLE = 'Administrators cannot be blocked or unblocked';

/** The columns of the lists' CSV exports (dates as UTC ISO date-times). */
export const PENDING_CSV_COLUMNS = ['Full Name', 'Email', 'Phone', 'Profession', 'Applied At'] as const;
export const APPROVED_CSV_COLUMNS = ['Full Name', 'Email', 'Phone', 'Profession', 'Status', 'Approved At'] as const;

const id = z.string().trim().min(1, 'Is required').max(200, 'Is too long');

const respondBody = z.strictObject({
  adminId: id,
  action: z.enum(['approved', 'rejected'], { message: "Must be 'approved' or 'rejected'" }),
  rejectionReason: z.string().optional(),
}) satisfies z.ZodType<RespondBody>;

const changeVerificationBody = z.strictObject({
  userId: id,
  isVerified: z.boolean(),
  reason: z.string().optional(),
}) satisfies z.ZodType<ChangeVerificationBody>;

interface Success {
  success: true;
  message: string;
}

export function registerMembershipAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const adminOnly = { config: { auth: 'admin' } } as const;

  app.get(STATS_PATH, adminOnly, async (): Promise<MembershipStats> => membershipStats(db));

  app.get(PENDING_REQUESTS_PATH, adminOnly, async (request): Promise<MembershipListResponse> => {
    const { page, pageSize, ...filter } = parseBody(pendingListQuery, request.query);
    const { records, total } = await pendingRequestsPage(db, filter, pageWindow({ page, pageSize }));
    return { data: records, total, page, pageSize };
  });

  app.get(APPROVED_MEMBERS_PATH, adminOnly, async (request): Promise<MembershipListResponse> => {
    const { page, pageSize, ...filter } = parseBody(approvedListQuery, request.query);
    const { records, total } = await approvedMembersPage(db, filter, pageWindow({ page, pageSize }));
    return { data: records, total, page, pageSize };
  });

  app.get(`${PENDING_REQUESTS_PATH}.csv`, adminOnly, async (request, reply) => {
    const records = await allPendingRequests(db, parseBody(pendingListQuery, request.query));
    const rows = records.map((r) => [r.fullName, r.email, r.phoneNumber, r.profession, r.createdAt]);
    return sendCsv(reply, `pending-requests-${clubDayOf(new Date())}.csv`, toCsv(PENDING_CSV_COLUMNS, rows));
  });

  app.get(`${APPROVED_MEMBERS_PATH}.csv`, adminOnly, async (request, reply) => {
    const records = await allApprovedMembers(db, parseBody(approvedListQuery, request.query));
    const rows = records.map((r) => [
      r.fullName, r.email, r.phoneNumber, r.profession, r.user?.isActive ? 'Active' : 'Blocked', r.reviewedAt,
    ]);
    return sendCsv(reply, `approved-members-${clubDayOf(new Date())}.csv`, toCsv(APPROVED_CSV_COLUMNS, rows));
  });

  app.post<{ Params: { id: string } }>(`${RESPOND_PATH}/:id`, adminOnly, async (request): Promise<Success> => {
    const { user } = request.auth;
    const body = parseBody(respondBody, request.body);
    let rejectionReason: string | null = null;
    if (body.action === 'rejected') {
      const problem = rejectionReasonProblem(body.rejectionReason);
      if (problem) throw new FieldValidationError([{ field: 'rejectionReason', message: problem }]);
      rejectionReason = (body.rejectionReason ?? '').trim();
    }
    if (body.adminId !== user.id) throw new HttpError(403, RESPOND_NOT_YOURS);

    const result = await decideApplication(ctx, {
      applicationId: request.params.id,
      adminId: user.id,
      action: body.action,
      rejectionReason,
    });
    switch (result.outcome) {
      case 'approved':
        return { success: true, message: REQUEST_ACCEPTED };
      case 'rejected':
        return { success: true, message: REQUEST_REJECTED };
      case 'not-found':
        throw new HttpError(404, REQUEST_NOT_FOUND);
      case 'already-decided':
        throw new HttpError(409, REQUEST_ALREADY_DECIDED);
      case 'account-exists':
        throw new HttpError(409, EMAIL_HAS_ACCOUNT);
      case 'rules-not-met':
        throw new HttpError(409, result.message);
    }
  });

  app.post(CHANGE_VERIFICATION_PATH, adminOnly, async (request): Promise<Success> => {
    const { user } = request.auth;
    const body = parseBody(changeVerificationBody, request.body);
    const reason = body.reason?.trim() || null;
    if (!body.isVerified) {
      const problem = deactivationReasonProblem(body.reason);
      if (problem) throw new FieldValidationError([{ field: 'reason', message: problem }]);
    } else if (reason && reason.length > REASON_MAX_LENGTH) {
      throw new FieldValidationError([{ field: 'reason', message: REASON_MESSAGES.tooLong }]);
    }

    const result = await changeMemberVerification(ctx, {
      adminId: user.id,
      userId: body.userId,
      isVerified: body.isVerified,
      reason,
    });
    switch (result.outcome) {
      case 'blocked':
        return { success: true, message: MEMBER_BLOCKED };
      case 'unblocked':
        return { success: true, message: MEMBER_STATUS_UPDATED };
      case 'not-found':
        throw new HttpError(404, MEMBER_NOT_FOUND);
      case 'admin':
        throw new HttpError(403, ADMIN_NOT_BLOCKABLE);
    }
  });
}
