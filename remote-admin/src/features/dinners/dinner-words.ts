// How the admin's dinner screens word a dinner: pure, so tested alone.
import type { Attendee, Dinner } from 'shared';
import { foldForSearch } from 'shared/format';

export const DINNERS_LOAD_FAILED = 'Failed to load dinners';
export const NO_UPCOMING_DINNERS = 'No dinners scheduled yet.';
export const NO_PAST_DINNERS = 'No past dinners yet.';
export const ATTENDEES_LOAD_FAILED = 'Failed to load attendees';
export const NO_RSVPS = 'No RSVPs yet.';
export const CANCEL_MESSAGES = { success: 'Dinner cancelled successfully', failure: 'Failed to cancel dinner' } as const;
export const CHECK_IN_FAILED = 'Failed to update check-in';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export type DinnerState = 'Open' | 'RSVPs closed' | 'Under way' | 'Ended' | 'Cancelled';

/** Where a dinner stands; `now` decides what has ended. */
export function dinnerState(dinner: Pick<Dinner, 'status' | 'started' | 'endsAt' | 'rsvpOpen'>, now: Date): DinnerState {
  if (dinner.status === 'cancelled') return 'Cancelled';
  if (Date.parse(dinner.endsAt) <= now.getTime()) return 'Ended';
  if (dinner.started) return 'Under way';
  return dinner.rsvpOpen ? 'Open' : 'RSVPs closed';
}

/** '8 of 20 seats taken'. */
export const seatsTakenText = (dinner: Pick<Dinner, 'seatsTaken' | 'capacity'>): string =>
  `${dinner.seatsTaken} of ${plural(dinner.capacity, 'seat')} taken`;

/** 'No one waiting', '1 party', '3 parties'. */
export const waitlistText = (parties: number): string => (parties === 0 ? 'No one waiting' : plural(parties, 'party', 'parties'));

/** 'Members only', 'Up to 2 per member'. */
export const guestsPerMemberText = (maxGuests: number): string => (maxGuests === 0 ? 'Members only' : `Up to ${maxGuests} per member`);

/** A party at the door: 'Member only', 'Member + 1 guest', 'Member + 2 guests'. */
export const partyText = (guests: number): string => (guests === 0 ? 'Member only' : `Member + ${plural(guests, 'guest')}`);

/** The name a row acts on: the full name, else the e-mail. */
export const nameOf = (attendee: Pick<Attendee, 'fullName' | 'email'>): string => attendee.fullName || attendee.email;

/** Whether a search (any words, any case, any accents) finds the attendee by name or e-mail. */
export function matches(attendee: Pick<Attendee, 'fullName' | 'email'>, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const haystack = foldForSearch(`${attendee.fullName} ${attendee.email}`);
  return words.every((word) => haystack.includes(word));
}

/** Seats and parties checked in of those confirmed: '5 of 9 seats checked in (3 of 5 parties)'. */
export function checkedInText(confirmed: readonly Pick<Attendee, 'seats' | 'checkedIn'>[]): string {
  const inParties = confirmed.filter((a) => a.checkedIn);
  const seats = confirmed.reduce((sum, a) => sum + a.seats, 0);
  const inSeats = inParties.reduce((sum, a) => sum + a.seats, 0);
  return `${inSeats} of ${plural(seats, 'seat')} checked in (${inParties.length} of ${plural(confirmed.length, 'party', 'parties')})`;
}
