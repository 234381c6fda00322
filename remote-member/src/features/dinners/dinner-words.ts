// How a dinner card words a dinner and the member's reply: pure, so tested alone.
import type { Dinner, MyRsvp } from 'shared';

/** The section's states. */
export const DINNERS_LOAD_FAILED = 'Failed to load dinners';
export const NO_DINNERS = 'No dinners scheduled yet.';
export const RSVP_FAILED = 'Something went wrong. Please try again.';
export const NOTHING_CHANGED = 'No changes detected. Please update at least one field.';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '12 of 20 seats left', 'Full', 'Full · 3 on the waitlist'. */
export function seatsText(dinner: Pick<Dinner, 'seatsLeft' | 'capacity' | 'waitlistCount'>): string {
  if (dinner.seatsLeft > 0) return `${dinner.seatsLeft} of ${plural(dinner.capacity, 'seat')} left`;
  return dinner.waitlistCount > 0 ? `Full · ${dinner.waitlistCount} on the waitlist` : 'Full';
}

/** 'Members only', 'Up to 1 guest', 'Up to 2 guests'. */
export function guestsAllowedText(maxGuests: number): string {
  return maxGuests === 0 ? 'Members only' : `Up to ${plural(maxGuests, 'guest')}`;
}

/** A party as the member reads it: 'just you', 'you and 1 guest'. */
export function partyText(guests: number): string {
  return guests === 0 ? 'just you' : `you and ${plural(guests, 'guest')}`;
}

/** The guests select's option: 'No guests, just me', '1 guest', '2 guests'. */
export function guestOptionText(guests: number): string {
  return guests === 0 ? 'No guests, just me' : plural(guests, 'guest');
}

/** Where the dinner stands for everyone: null while it takes replies. */
export function dinnerStateText(dinner: Pick<Dinner, 'status' | 'started' | 'endsAt' | 'rsvpOpen'>, now: Date): string | null {
  if (dinner.status === 'cancelled') return 'Cancelled';
  if (Date.parse(dinner.endsAt) <= now.getTime()) return 'Ended';
  if (dinner.started) return 'Under way';
  return dinner.rsvpOpen ? null : 'RSVPs closed';
}

/**
 * The member's reply in words: 'Confirmed · you and 1 guest', 'On the waitlist · number 2'; once
 * the dinner has ended, 'You had a seat' or 'You were on the waitlist'.
 */
export function myRsvpText(rsvp: MyRsvp, ended = false): string {
  if (ended) return rsvp.status === 'confirmed' ? 'You had a seat' : 'You were on the waitlist';
  if (rsvp.status === 'confirmed') return `Confirmed · ${partyText(rsvp.guests)}`;
  return rsvp.position ? `On the waitlist · number ${rsvp.position}` : 'On the waitlist';
}

/**
 * What a new reply of this party would be: a seat, or the waitlist (a party is confirmed only if
 * all its seats fit).
 */
export function wouldWaitlist(dinner: Pick<Dinner, 'seatsLeft'>, guests: number): boolean {
  return 1 + guests > dinner.seatsLeft;
}
