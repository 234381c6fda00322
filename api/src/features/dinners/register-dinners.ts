// The dinners feature as the server composes it: the members', admins' and calendar feed routes,
// and the release of a blocked member's seats (in the block's transaction).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { registerCalendarFeedRoutes } from './calendar-feed-routes';
import { registerDinnerAdminRoutes } from './dinner-admin-routes';
import { startDinnerReminders, type DinnerReminders } from './dinner-reminders';
import { registerDinnerRoutes } from './dinner-routes';
import { releaseBlockedMember } from './rsvp';

export function registerDinners(app: FastifyInstance, ctx: AppContext): void {
  registerDinnerRoutes(app, ctx);
  registerDinnerAdminRoutes(app, ctx);
  registerCalendarFeedRoutes(app, ctx);
  ctx.memberLifecycle.onBlocked((trx, blocked) => releaseBlockedMember(ctx, trx, blocked));
}

/** The reminders' timer of this instance (stop it before the database closes). */
export const startReminders = (app: FastifyInstance, ctx: AppContext): DinnerReminders =>
  startDinnerReminders(ctx, (error) => app.log.warn({ err: error }, 'sending dinner reminders failed'));
