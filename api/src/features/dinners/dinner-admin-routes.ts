// The admin panel's dinner calls, for administrators only (`config.auth: 'admin'`). The rules are
// in dinner-admin.ts; every action is recorded in dinner_audit with the acting admin.
//
// GET   /api/admin/events?when=upcoming|past   -> { data: Dinner[] } upcoming (not ended) soonest
//                                                 first (the default), or past (ended) latest first
// POST  /api/admin/events                      DinnerBody -> 201 { data: Dinner }
// GET   /api/admin/events/:id                  -> { data: Dinner }
// PATCH /api/admin/events/:id                  Partial<DinnerBody> -> { data: Dinner }
// POST  /api/admin/events/:id/cancel           { reason } -> { data: Dinner }
// GET   /api/admin/events/:id/attendees        -> { data: { confirmed: Attendee[], waitlist: Attendee[] } }
// GET   /api/admin/events/:id/attendees.csv    -> the same as CSV (attachment)
// POST  /api/admin/events/:id/check-in         { userId, attended } -> { data: Attendee }
// GET   /api/admin/events/attendance/:userId   -> { data: Attendance } (a member's no-shows)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { parseBody } from '../../app/validate-body';
import { sendAttachment } from './attachment-reply';
import { chicagoSpreadsheetTime } from './chicago-time';
import { toCsv, type CsvCell } from './csv';
import { cancelDinner, checkIn, createDinner, updateDinner } from './dinner-admin';
import type { DinnerContext } from './dinner-context';
import { dinnerFileName } from './dinner-ics';
import {
  attendanceOf, attendeesOf, dinnerJson, dinnersJson, findDinner, listDinnerRows, seatCountsOf, type DinnerJson,
} from './dinner-repository';
import { parseCancellation, parseCheckIn, parseDinnerChanges, parseNewDinner } from './dinner-rules';
import { DINNER_NOT_FOUND } from './rsvp';

export const ADMIN_EVENTS_PATH = '/api/admin/events';
export const MEMBER_NOT_FOUND = 'Member not found';

export const ATTENDEE_CSV_HEADER = [
  'Status', 'Waitlist position', 'Name', 'Email', 'Guests', 'Seats', 'Dietary notes', 'Checked in', 'RSVP time (Chicago)',
];

type IdParams = { Params: { id: string } };

const listQuery = z.object({
  when: z.enum(['upcoming', 'past'], { message: "Must be 'upcoming' or 'past'" }).default('upcoming'),
});

export function registerDinnerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dinners: DinnerContext = ctx;
  const adminOnly = { config: { auth: 'admin' } } as const;

  const existing = async (id: string) => {
    const row = await findDinner(ctx.db, id);
    if (!row) throw new HttpError(404, DINNER_NOT_FOUND);
    return row;
  };
  const json = async (id: string, now: Date): Promise<DinnerJson> => {
    const row = await existing(id);
    return dinnerJson(row, await seatCountsOf(ctx.db, id), now);
  };

  app.get(ADMIN_EVENTS_PATH, adminOnly, async (request) => {
    const { when } = parseBody(listQuery, request.query);
    const now = new Date();
    return { data: await dinnersJson(ctx.db, await listDinnerRows(ctx.db, when, now), now) };
  });

  app.post(ADMIN_EVENTS_PATH, adminOnly, async (request, reply) => {
    const now = new Date();
    const input = parseNewDinner(request.body, now);
    const row = await createDinner(dinners, request.auth.user.id, input, now);
    return reply.status(201).send({ data: dinnerJson(row, { seatsTaken: 0, waitlistCount: 0 }, now) });
  });

  app.get<IdParams>(`${ADMIN_EVENTS_PATH}/:id`, adminOnly, async (request) => ({ data: await json(request.params.id, new Date()) }));

  app.patch<IdParams>(`${ADMIN_EVENTS_PATH}/:id`, adminOnly, async (request) => {
    const changes = parseDinnerChanges(request.body);
    const now = new Date();
    await updateDinner(dinners, request.auth.user.id, request.params.id, changes, now);
    return { data: await json(request.params.id, now) };
  });

  app.post<IdParams>(`${ADMIN_EVENTS_PATH}/:id/cancel`, adminOnly, async (request) => {
    const reason = parseCancellation(request.body);
    const now = new Date();
    await cancelDinner(dinners, request.auth.user.id, request.params.id, reason, now);
    return { data: await json(request.params.id, now) };
  });

  app.get<IdParams>(`${ADMIN_EVENTS_PATH}/:id/attendees`, adminOnly, async (request) => {
    await existing(request.params.id);
    return { data: await attendeesOf(ctx.db, request.params.id) };
  });

  app.get<IdParams>(`${ADMIN_EVENTS_PATH}/:id/attendees.csv`, adminOnly, async (request, reply) => {
    const dinner = await existing(request.params.id);
    const { confirmed, waitlist } = await attendeesOf(ctx.db, dinner.id);
    const rows: CsvCell[][] = [
      ATTENDEE_CSV_HEADER,
      ...[...confirmed, ...waitlist].map((a): CsvCell[] => [
        a.status,
        a.position,
        a.fullName,
        a.email,
        a.guests,
        a.seats,
        a.dietaryNotes,
        a.checkedIn ? 'yes' : 'no',
        chicagoSpreadsheetTime(a.rsvpAt),
      ]),
    ];
    return sendAttachment(reply, 'text/csv; charset=utf-8', dinnerFileName(dinner, 'csv', '-attendees'), toCsv(rows));
  });

  app.post<IdParams>(`${ADMIN_EVENTS_PATH}/:id/check-in`, adminOnly, async (request) => {
    const { userId, attended } = parseCheckIn(request.body);
    const attendee = await checkIn(dinners, request.auth.user.id, { dinnerId: request.params.id, userId, attended }, new Date());
    return { data: attendee };
  });

  app.get<{ Params: { userId: string } }>(`${ADMIN_EVENTS_PATH}/attendance/:userId`, adminOnly, async (request) => {
    const member = await ctx.db
      .selectFrom('users')
      .select(['id', 'is_admin'])
      .where('id', '=', request.params.userId)
      .executeTakeFirst();
    if (!member || Number(member.is_admin) === 1) throw new HttpError(404, MEMBER_NOT_FOUND);
    return { data: await attendanceOf(ctx.db, member.id, new Date()) };
  });
}
