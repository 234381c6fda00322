// The dinners feature as the server composes it: the members', admins' and calendar feed routes,
// and what it does in a member's lifecycle: a blocked or departed member's seats released (in the
// transaction of the block or departure), their replies and feed erased with their data, and
// both in their data export (dinner-member-data.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { registerCalendarFeedRoutes } from './calendar-feed-routes';
import { registerDinnerAdminRoutes } from './dinner-admin-routes';
import { startDinnerReminders, type DinnerReminders } from './dinner-reminders';
import { registerDinnerRoutes } from './dinner-routes';
import { registerDinnerMemberData } from './dinner-member-data';
import { releaseDeactivatedMember } from './rsvp';

export function registerDinners(app: FastifyInstance, ctx: AppContext): void {
  registerDinnerRoutes(app, ctx);
  registerDinnerAdminRoutes(app, ctx);
  registerCalendarFeedRoutes(app, ctx);
  ctx.memberLifecycle.onDeactivated((trx, event) => releaseDeactivatedMember(ctx, trx, event));
  registerDinnerMemberData(ctx);
}

/** The reminders' timer of this instance (stop it before the database closes). */
export const startReminders = (app: FastifyInstance, ctx: AppContext): DinnerReminders =>
  startDinnerReminders(ctx, (error) => app.log.warn({ err: error }, 'sending dinner reminders failed'));
