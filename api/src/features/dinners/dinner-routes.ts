// The members' dinner calls. Reading is for anyone signed in; replying is for members only (an
// administrator gets 403 ADMIN_RSVP), each on their own reply (the member is the session's user,
// never a body field). Every rule is in rsvp.ts. A member sends at most RSVP_WRITES_PER_HOUR new,
// changed or cancelled replies an hour (429 after).
//
// GET    /api/events               -> { data: MemberDinner[] (upcoming soonest first, then the 20
//                                     latest past ones), myDietaryNotes: string | null }
// GET    /api/events/:id           -> { data: MemberDinner }
// POST   /api/events/:id/rsvp      { guests?, dietaryNotes? } -> 201 confirmed | 202 waitlisted,
//                                     { data: MemberDinner, message }
// PATCH  /api/events/:id/rsvp      { guests?, dietaryNotes? } -> { data: MemberDinner, message }
// DELETE /api/events/:id/rsvp      -> { data: MemberDinner, message }
// GET    /api/events/:id/ics       -> the dinner's .ics file (attachment)
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { createKeyedLimiter } from '../../app/keyed-rate-limit';
import { sendAttachment } from './attachment-reply';
import type { DinnerContext } from './dinner-context';
import { dinnerFileName, dinnerIcsFile, ICS_CONTENT_TYPE } from './dinner-ics';
import {
  findDinner, listDinnerRows, MEMBER_PAST_DINNERS, memberDefaultNotes, memberDinnersJson, type MemberDinnerJson,
} from './dinner-repository';
import { parseRsvp, parseRsvpChanges } from './dinner-rules';
import { cancelRsvp, changeRsvp, createRsvp, DINNER_NOT_FOUND } from './rsvp';

export const EVENTS_PATH = '/api/events';
export const ADMIN_RSVP = 'Administrators cannot RSVP: dinners are booked by members.';
export const RSVP_CONFIRMED = 'Your seats are confirmed.';
export const rsvpWaitlisted = (position: number): string => `The dinner is full: you are number ${position} on the waitlist.`;
export const RSVP_CHANGED = 'Your RSVP has been updated.';
export const RSVP_CANCELLED = 'Your RSVP has been cancelled.';
export const TOO_MANY_RSVP_CHANGES = 'Too many RSVP changes. Please try again later.';

/** Replies (new, changed or cancelled) a member may send per hour. */
export const RSVP_WRITES_PER_HOUR = 30;

type IdParams = { Params: { id: string } };

export function registerDinnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dinners: DinnerContext = ctx;
  const signedIn = { config: { auth: 'signed-in' } } as const;
  const membersOnly = { config: { auth: { membersOnly: ADMIN_RSVP } } } as const;
  const rsvpLimit = createKeyedLimiter(ctx.counters, {
    name: 'dinner-rsvp',
    max: RSVP_WRITES_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    message: TOO_MANY_RSVP_CHANGES,
  });

  const dinnerFor = async (userId: string, id: string, now: Date): Promise<MemberDinnerJson> => {
    const row = await findDinner(ctx.db, id);
    if (!row) throw new HttpError(404, DINNER_NOT_FOUND);
    const [dinner] = await memberDinnersJson(ctx.db, [row], userId, now);
    if (!dinner) throw new HttpError(404, DINNER_NOT_FOUND);
    return dinner;
  };

  app.get(EVENTS_PATH, signedIn, async (request) => {
    const { user } = request.auth;
    const now = new Date();
    const rows = [
      ...(await listDinnerRows(ctx.db, 'upcoming', now)),
      ...(await listDinnerRows(ctx.db, 'past', now, MEMBER_PAST_DINNERS)),
    ];
    return {
      data: await memberDinnersJson(ctx.db, rows, user.id, now),
      myDietaryNotes: user.isAdmin ? null : await memberDefaultNotes(ctx.db, user.id),
    };
  });

  app.get<IdParams>(`${EVENTS_PATH}/:id`, signedIn, async (request) => ({
    data: await dinnerFor(request.auth.user.id, request.params.id, new Date()),
  }));

  app.post<IdParams>(`${EVENTS_PATH}/:id/rsvp`, membersOnly, async (request, reply) => {
    const { user } = request.auth;
    const rsvp = parseRsvp(request.body);
    await rsvpLimit.hit(user.id);
    const now = new Date();
    const result = await createRsvp(dinners, { dinnerId: request.params.id, userId: user.id, rsvp }, now);
    const data = await dinnerFor(user.id, request.params.id, now);
    if (result.status === 'confirmed') return reply.status(201).send({ data, message: RSVP_CONFIRMED });
    return reply.status(202).send({ data, message: rsvpWaitlisted(result.position ?? 0) });
  });

  app.patch<IdParams>(`${EVENTS_PATH}/:id/rsvp`, membersOnly, async (request) => {
    const { user } = request.auth;
    const changes = parseRsvpChanges(request.body);
    await rsvpLimit.hit(user.id);
    const now = new Date();
    await changeRsvp(dinners, { dinnerId: request.params.id, userId: user.id, changes }, now);
    return { data: await dinnerFor(user.id, request.params.id, now), message: RSVP_CHANGED };
  });

  app.delete<IdParams>(`${EVENTS_PATH}/:id/rsvp`, membersOnly, async (request) => {
    const { user } = request.auth;
    await rsvpLimit.hit(user.id);
    const now = new Date();
    await cancelRsvp(dinners, { dinnerId: request.params.id, userId: user.id }, now);
    return { data: await dinnerFor(user.id, request.params.id, now), message: RSVP_CANCELLED };
  });

  app.get<IdParams>(`${EVENTS_PATH}/:id/ics`, signedIn, async (request, reply) => {
    const dinner = await findDinner(ctx.db, request.params.id);
    if (!dinner) throw new HttpError(404, DINNER_NOT_FOUND);
    return sendAttachment(reply, ICS_CONTENT_TYPE, dinnerFileName(dinner, 'ics'), dinnerIcsFile(dinner, ctx.config));
  });
}
