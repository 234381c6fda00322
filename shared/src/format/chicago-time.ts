// The club's times as people read and type them: in Chicago (America/Chicago, CST or CDT),
// whatever the reader's own zone. The API stores and answers UTC; these turn its ISO texts into
// Chicago dates and times, and a Chicago date and time typed in a form (an
// `<input type="datetime-local">` value) into ISO 8601 with the offset in force that day.

export const CLUB_TIME_ZONE = 'America/Chicago';

const fieldsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Chicago wall clock at an instant (to the minute; seconds are dropped). */
function chicagoClock(ms: number): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of fieldsFormat.formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    // Some engines give 24 for midnight even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

const clockAsUtc = (clock: WallClock): number => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);

/** Chicago's offset from UTC at an instant, in minutes (-300 in CDT, -360 in CST). */
export function chicagoOffsetMinutes(ms: number): number {
  const minute = Math.floor(ms / 60_000) * 60_000;
  return (clockAsUtc(chicagoClock(minute)) - minute) / 60_000;
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00(?:\.0+)?)?$/;

function readLocalInput(value: string): WallClock | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const clock = { year, month, day, hour, minute };
  // 2030-02-30 or 25:00 would roll over into another day: not a date anyone typed.
  const check = new Date(clockAsUtc(clock));
  const real = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    && hour < 24 && minute < 60;
  return real ? clock : null;
}

/** What a Chicago date and time typed in a form stands for. */
export type ChicagoInput =
  /** One instant: ISO 8601 with Chicago's offset that day, e.g. 2030-06-01T19:00:00-05:00. */
  | { kind: 'time'; iso: string }
  /** A time the clocks skip when summer time starts (2:00 to 2:59 that Sunday morning). */
  | { kind: 'skipped' }
  /** Not a date and time (empty, or not YYYY-MM-DDTHH:mm). */
  | { kind: 'invalid' };

/**
 * A Chicago date and time as typed (`YYYY-MM-DDTHH:mm`, an `<input type="datetime-local">`
 * value) as the instant it names, with the offset in force then. When the clocks fall back and
 * an hour happens twice, it is the first (daylight) one, as calendars read it.
 */
export function fromChicagoInput(value: string): ChicagoInput {
  const clock = readLocalInput(value);
  if (!clock) return { kind: 'invalid' };
  const wall = clockAsUtc(clock);
  // The offsets in force around that wall time: before and after any change that day.
  const offsets = [...new Set([chicagoOffsetMinutes(wall - 14 * 3_600_000), chicagoOffsetMinutes(wall + 14 * 3_600_000)])];
  const instants = offsets
    .map((offset) => ({ offset, ms: wall - offset * 60_000 }))
    .filter(({ ms }) => clockAsUtc(chicagoClock(ms)) === wall)
    .sort((a, b) => a.ms - b.ms);
  const first = instants[0];
  if (!first) return { kind: 'skipped' };
  const sign = first.offset < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(first.offset / 60))}:${pad(first.offset % 60)}`;
  const date = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
  return { kind: 'time', iso: `${date}T${pad(clock.hour)}:${pad(clock.minute)}:00${offset}` };
}

/** An ISO instant as a Chicago `YYYY-MM-DDTHH:mm` (an `<input type="datetime-local">` value); '' if unreadable. */
export function toChicagoInput(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return '';
  const clock = chicagoClock(ms);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const zoneFormat = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, timeZoneName: 'short' });
const badgeFormat = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

// Intl writes a narrow no-break space before AM/PM in some engines and a plain one in others.
const tidy = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ');

const calendarFormat = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });

/**
 * 'June 1, 2030', the club's date of an instant (Chicago): the same wherever it is drawn, so a
 * page the server renders and the browser hydrates agree; undefined for what is not a date.
 */
export function chicagoCalendarDate(iso: string | null | undefined): string | undefined {
  const ms = typeof iso === 'string' && iso.trim() !== '' ? Date.parse(iso.trim()) : Number.NaN;
  return Number.isNaN(ms) ? undefined : calendarFormat.format(ms);
}

/** 'Saturday, June 1, 2030' in Chicago. */
export const chicagoDate = (iso: string): string => dateFormat.format(new Date(iso));

/** '7:00 PM' in Chicago. */
export const chicagoTime = (iso: string): string => tidy(timeFormat.format(new Date(iso)));

/** 'CDT' or 'CST': Chicago's zone at that instant. */
export const chicagoZone = (iso: string): string =>
  zoneFormat.formatToParts(new Date(iso)).find((part) => part.type === 'timeZoneName')?.value ?? 'CT';

/** 'Saturday, June 1, 2030 at 7:00 PM CDT' */
export const chicagoDateTime = (iso: string): string => `${chicagoDate(iso)} at ${chicagoTime(iso)} ${chicagoZone(iso)}`;

/**
 * A dinner's time span in Chicago: '7:00 PM – 10:00 PM CDT' on one day, or with the end's date
 * when it ends on a later day ('11:00 PM – Sunday, June 2, 2030 at 1:00 AM CDT').
 */
export function chicagoTimeRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const sameDay = dayFormat.format(start) === dayFormat.format(end);
  const endText = sameDay ? chicagoTime(endIso) : `${chicagoDate(endIso)} at ${chicagoTime(endIso)}`;
  const zones = chicagoZone(startIso) === chicagoZone(endIso) ? '' : ` ${chicagoZone(startIso)}`;
  return `${chicagoTime(startIso)}${zones} – ${endText} ${chicagoZone(endIso)}`;
}

/** The parts of a calendar-page badge in Chicago: { weekday: 'Sat', month: 'Jun', day: '1' }. */
export function chicagoBadge(iso: string): { weekday: string; month: string; day: string } {
  const parts = badgeFormat.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), month: part('month'), day: part('day') };
}
