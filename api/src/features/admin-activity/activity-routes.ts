// The audit trails, shown: the admin panel's Activity screen and an application's history, with
// every admin action: on memberships and on dinners (activity-repository.ts).
// Admins only (`config.auth: 'admin'`).
//
// GET /api/admin/activity                 -> Page<ActivityItem>, newest first
// GET /api/admin/activity.csv             the whole filtered trail as CSV (page and pageSize ignored)
//   query: adminId (an admin's user id), action (approved | rejected | blocked | unblocked |
//   noted | erased | dinner-created | dinner-updated | dinner-cancelled | dinner-checked-in |
//   dinner-check-in-undone | dinner-rsvps-released), from, to (Chicago days YYYY-MM-DD, both
//   included), page (from 1), pageSize (1-100, default 25); anything else or a bad value is a
//   400 { message: [{ field, message }] }
// GET /api/admin/activity/admins          -> { data: PersonRef[] } every admin, for the filter
// GET /api/admin/membership/:id/history   -> { data: ActivityItem[] } oldest first: the entries
//   naming the application, those about its member and the dinner actions about that member
//   (check-ins, releases); 404 for an unknown application
import type { FastifyInstance } from 'fastify';
import type { ActivityAction, ActivityItem, Page, PersonRef } from 'shared/types';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { clubDayOf } from '../../app/club-time';
import { sendCsv, toCsv } from '../../app/csv';
import { HttpError } from '../../app/http-error';
import { dayRangeFields, dayRangeInOrder, pageWindow, pagingFields } from '../../app/list-query';
import { parseBody } from '../../app/validate-body';
import {
  activityPage, applicationHistory, DINNER_ACTIVITY_ACTIONS, listAdmins, MEMBERSHIP_ACTIVITY_ACTIONS,
} from './activity-repository';

export const ACTIVITY_PATH = '/api/admin/activity';
export const ACTIVITY_ADMINS_PATH = `${ACTIVITY_PATH}/admins`;
export const HISTORY_ROUTE = '/api/admin/membership/:id/history';
export const APPLICATION_NOT_FOUND = 'Membership request not found';
export const ACTIVITY_ACTIONS = [...MEMBERSHIP_ACTIVITY_ACTIONS, ...DINNER_ACTIVITY_ACTIONS] as const satisfies readonly ActivityAction[];
export const ACTIVITY_CSV_COLUMNS = ['At', 'Action', 'Admin', 'Subject', 'Reason', 'Dinner'] as const;

export const historyPath = (applicationId: string): string =>
  HISTORY_ROUTE.replace(':id', encodeURIComponent(applicationId));

const activityQuery = z
  .strictObject({
    adminId: z.string().trim().min(1, 'Is required').max(200, 'Is too long').optional(),
    action: z.enum(ACTIVITY_ACTIONS, { message: `Must be one of ${ACTIVITY_ACTIONS.join(', ')}` }).optional(),
    ...dayRangeFields,
    ...pagingFields,
  })
  .superRefine(dayRangeInOrder);

export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const adminOnly = { config: { auth: 'admin' } } as const;

  app.get(ACTIVITY_PATH, adminOnly, async (request): Promise<Page<ActivityItem>> => {
    const { page, pageSize, ...filter } = parseBody(activityQuery, request.query);
    const { items, total } = await activityPage(db, filter, pageWindow({ page, pageSize }));
    return { data: items, total, page, pageSize };
  });

  app.get(`${ACTIVITY_PATH}.csv`, adminOnly, async (request, reply) => {
    const { items } = await activityPage(db, parseBody(activityQuery, request.query), null);
    const rows = items.map((item) => [item.at, item.action, item.admin.fullName, item.subject?.fullName ?? null, item.reason, item.dinner?.title ?? null]);
    return sendCsv(reply, `activity-${clubDayOf(new Date())}.csv`, toCsv(ACTIVITY_CSV_COLUMNS, rows));
  });

  app.get(ACTIVITY_ADMINS_PATH, adminOnly, async (): Promise<{ data: PersonRef[] }> => ({ data: await listAdmins(db) }));

  app.get<{ Params: { id: string } }>(HISTORY_ROUTE, adminOnly, async (request): Promise<{ data: ActivityItem[] }> => {
    const history = await applicationHistory(db, request.params.id);
    if (!history) throw new HttpError(404, APPLICATION_NOT_FOUND);
    return { data: history };
  });
}
