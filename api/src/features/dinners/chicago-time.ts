// Dinner times as people read them: in the club's time zone, America/Chicago (CST or CDT).
export const CLUB_TIME_ZONE = 'America/Chicago';

const longFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const sameDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'Saturday, June 1, 2030 at 7:00 PM CDT' */
export const chicagoDateTime = (iso: string): string => longFormat.format(new Date(iso));

/** 'Saturday, June 1, 2030 at 7:00 PM CDT to 10:00 PM CDT' (the end's date too when it differs). */
export function chicagoRange(startIso: string, endIso: string): string {
  const sameDay = sameDayFormat.format(new Date(startIso)) === sameDayFormat.format(new Date(endIso));
  return `${chicagoDateTime(startIso)} to ${sameDay ? timeFormat.format(new Date(endIso)) : chicagoDateTime(endIso)}`;
}

const spreadsheetFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2030-06-01 19:00' in Chicago time, which spreadsheets read as a date and time. */
export const chicagoSpreadsheetTime = (iso: string): string => spreadsheetFormat.format(new Date(iso)).replace(', ', ' ');
