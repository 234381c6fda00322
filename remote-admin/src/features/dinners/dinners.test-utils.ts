// Replies made to order for the admin panel's dinner tests (dinners: `aDinner` of shared/testing).
import type { Attendee } from 'shared';

let serial = 0;

/** A confirmed member with no guests, not checked in yet. */
export function anAttendee(overrides: Partial<Attendee> = {}): Attendee {
  serial += 1;
  const guests = overrides.guests ?? 0;
  return {
    userId: `user-${serial}`,
    fullName: 'Ada Lovelace',
    email: 'ada@analytical.org',
    status: 'confirmed',
    guests,
    seats: 1 + guests,
    dietaryNotes: null,
    position: null,
    checkedIn: false,
    checkedInAt: null,
    rsvpAt: '2030-05-01T15:00:00.000Z',
    confirmedAt: '2030-05-01T15:00:00.000Z',
    ...overrides,
  };
}
