// iCalendar (RFC 5545) files of dinners, written by ical-generator: CRLF line endings, lines
// folded at 75 octets, text escaped (commas, semicolons, backslashes, line breaks), times in UTC
// (`Z`), which every calendar shows in its own time zone. Each dinner keeps one UID, so a file or
// a feed read again updates the entry it made; SEQUENCE moves with every change a calendar shows,
// and a cancelled dinner is STATUS:CANCELLED.
// - A file (download, mail attachment) is METHOD:PUBLISH, stamped when written.
// - A feed (a member's subscription) has no METHOD; each entry is stamped with its last change,
//   and calendars are asked to read it again every hour.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { DinnerRow } from '../../db/schema';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** How often subscribed calendars are asked to read a feed again. */
const FEED_REFRESH_SECONDS = 3600;

export interface IcsContext {
  /** Public URL of the site (links, and the UIDs' domain). */
  siteUrl: string;
  clubEmail: string;
}

export type IcsDinner = Pick<
  DinnerRow,
  'id' | 'title' | 'description' | 'venue' | 'starts_at' | 'ends_at' | 'status' | 'cancel_reason' | 'sequence' | 'created_at' | 'updated_at'
>;

const PRODUCT_ID = { company: 'Chicago Supper Society', product: 'Dinners', language: 'EN' };

/** The dinner's UID: the same in every file and feed, for as long as the dinner exists. */
export const dinnerUid = (dinner: Pick<IcsDinner, 'id'>, siteUrl: string): string => `dinner-${dinner.id}@${new URL(siteUrl).hostname}`;

function addDinner(calendar: ReturnType<typeof ical>, dinner: IcsDinner, context: IcsContext, stamp: Date): void {
  const cancelled = dinner.status === 'cancelled';
  const description = [
    cancelled ? `Cancelled: ${dinner.cancel_reason ?? ''}`.trim() : '',
    dinner.description,
    `Your RSVP: ${context.siteUrl}/user`,
  ].filter((part) => part !== '').join('\n\n');
  calendar.createEvent({
    id: dinnerUid(dinner, context.siteUrl),
    sequence: dinner.sequence,
    start: new Date(dinner.starts_at),
    end: new Date(dinner.ends_at),
    stamp,
    created: new Date(dinner.created_at),
    lastModified: new Date(dinner.updated_at),
    summary: cancelled ? `Cancelled: ${dinner.title}` : dinner.title,
    description,
    location: dinner.venue,
    url: `${context.siteUrl}/user`,
    organizer: { name: 'Chicago Supper Society', email: context.clubEmail },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off. */
const withFinalCrlf = (calendar: ReturnType<typeof ical>): string => `${calendar.toString().replace(/(\r\n)?$/, '')}\r\n`;

/** One dinner as a file to open or import (a download, a mail's attachment). */
export function dinnerIcsFile(dinner: IcsDinner, context: IcsContext, now: Date = new Date()): string {
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.PUBLISH });
  addDinner(calendar, dinner, context, now);
  return withFinalCrlf(calendar);
}

/** A member's feed: the dinners they are confirmed for, read again by their calendar every hour. */
export function dinnerFeed(dinners: IcsDinner[], context: IcsContext): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: 'Chicago Supper Society dinners', ttl: FEED_REFRESH_SECONDS });
  for (const dinner of dinners) addDinner(calendar, dinner, context, new Date(dinner.updated_at));
  return withFinalCrlf(calendar);
}

/** A file name for a dinner's .ics: letters, digits and dashes from its title. */
export function dinnerFileName(dinner: Pick<IcsDinner, 'title' | 'starts_at'>, extension: 'ics' | 'csv', suffix = ''): string {
  const slug = dinner.title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${dinner.starts_at.slice(0, 10)}-${slug || 'dinner'}${suffix}.${extension}`;
}
