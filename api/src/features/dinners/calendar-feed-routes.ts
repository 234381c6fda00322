// A member's personal calendar feed: a secret URL their calendar (Google, Apple, Outlook)
// subscribes to, listing the dinners they are confirmed for (cancelled ones marked so). The URL
// is shown to the member whenever they ask and replaced by a reset (the old one answers 404). A
// blocked member's feed, and any unknown secret, answers 404. The feed itself is public by its
// secret (calendars fetch it without a session) and not rate limited per client: one calendar
// service fetches every subscriber's feed from the same few addresses.
//
// GET  /api/user/calendar-feed        -> { url, webcalUrl }   (members only)
// POST /api/user/calendar-feed/reset  -> { url, webcalUrl }   a new secret (members only)
// GET  /api/calendar/<secret>.ics     -> text/calendar
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { createKeyedLimiter } from '../../app/keyed-rate-limit';
import { feedDinners, feedOwner, feedSecretOf, resetFeedSecret } from './calendar-feed-repository';
import { dinnerFeed, ICS_CONTENT_TYPE } from './dinner-ics';

export const CALENDAR_FEED_PATH = '/api/user/calendar-feed';
export const CALENDAR_FEED_RESET_PATH = `${CALENDAR_FEED_PATH}/reset`;
export const CALENDAR_PATH = '/api/calendar';
export const FEED_NOT_FOUND = 'Calendar not found';
export const ADMIN_FEED = 'Administrators have no dinner calendar: it lists a member’s confirmed dinners.';
export const TOO_MANY_FEED_RESETS = 'Too many calendar link resets. Please try again later.';

/** Resets of the feed's URL a member may make per hour. */
export const FEED_RESETS_PER_HOUR = 10;

export interface FeedUrls {
  /** https (or http) URL: Google Calendar's "From URL", Outlook's "Subscribe from web". */
  url: string;
  /** The same as webcal://, which Apple Calendar and Outlook open as a subscription. */
  webcalUrl: string;
}

export function registerCalendarFeedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const membersOnly = { config: { auth: { membersOnly: ADMIN_FEED } } } as const;
  const resetLimit = createKeyedLimiter(ctx.counters, {
    name: 'calendar-feed-reset',
    max: FEED_RESETS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    message: TOO_MANY_FEED_RESETS,
  });
  const urls = (secret: string): FeedUrls => {
    const url = `${ctx.config.siteUrl}${CALENDAR_PATH}/${secret}.ics`;
    return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
  };

  app.get(CALENDAR_FEED_PATH, membersOnly, async (request): Promise<FeedUrls> =>
    urls(await feedSecretOf(ctx.db, request.auth.user.id, new Date())));

  app.post(CALENDAR_FEED_RESET_PATH, membersOnly, async (request): Promise<FeedUrls> => {
    const { user } = request.auth;
    await resetLimit.hit(user.id);
    return urls(await resetFeedSecret(ctx.db, user.id, new Date()));
  });

  app.get<{ Params: { file: string } }>(`${CALENDAR_PATH}/:file`, async (request, reply) => {
    const secret = /^(.+)\.ics$/.exec(request.params.file)?.[1];
    const owner = secret ? await feedOwner(ctx.db, secret) : null;
    if (!owner) throw new HttpError(404, FEED_NOT_FOUND);
    const now = new Date();
    const body = dinnerFeed(await feedDinners(ctx.db, owner, now), ctx.config);
    return reply.type(ICS_CONTENT_TYPE).header('content-disposition', 'inline; filename="club-dinners.ics"').send(body);
  });
}
