// The club's calendar: days in Chicago, where the club meets. A day the admin panel names (a list
// filter's `from` and `to`, the date in an export's file name) is a Chicago day; timestamps are
// stored as UTC ISO text (db/schema.ts), so a day becomes the UTC instants it spans.
export const CLUB_TIME_ZONE = 'America/Chicago';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const zoned = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function zonedParts(instant: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of zoned.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** How far Chicago's wall clock is ahead of UTC at `instant` (negative: it is behind). */
function offsetMs(instant: number): number {
  const p = zonedParts(instant);
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The calendar day `YYYY-MM-DD` as [year, month, day], or null when it is not a real date. */
function parseDay(day: string): [number, number, number] | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null;
  return [year, month, date];
}

export const isCalendarDay = (day: string): boolean => parseDay(day) !== null;

/** The instant a Chicago day starts (midnight there; DST changes at 2 am, so it always exists). */
function dayStart(day: string): number {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`not a calendar day: ${day}`);
  const wallMidnight = Date.UTC(parsed[0], parsed[1] - 1, parsed[2]);
  const first = wallMidnight - offsetMs(wallMidnight);
  return wallMidnight - offsetMs(first);
}

/**
 * The UTC instants a range of Chicago days spans, both days included: `from` as the ISO text of
 * its first instant, `before` as the ISO text of the instant after `to` (its next midnight), for
 * `at >= from and at < before` over stored ISO timestamps.
 */
export function clubDayRange(range: { from?: string; to?: string }): { from?: string; before?: string } {
  return {
    ...(range.from !== undefined && { from: new Date(dayStart(range.from)).toISOString() }),
    // The next day's midnight: 23, 24 or 25 hours after this one's (DST).
    ...(range.to !== undefined && { before: new Date(dayStart(nextDay(range.to))).toISOString() }),
  };
}

function nextDay(day: string): string {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(Date.UTC(parsed[0], parsed[1] - 1, parsed[2]) + DAY_MS).toISOString().slice(0, 10);
}

/** The Chicago day of an instant, `YYYY-MM-DD`. */
export function clubDayOf(date: Date): string {
  const p = zonedParts(date.getTime());
  const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}
