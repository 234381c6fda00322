// Dinners made to order for the tests of every app that shows them.
import type { Dinner } from '../types/dinner';

let serial = 0;

/** A scheduled dinner on Saturday, June 1, 2030, 7 to 10 PM in Chicago, open for replies. */
export function aDinner(overrides: Partial<Dinner> = {}): Dinner {
  serial += 1;
  return {
    id: `dinner-${serial}`,
    title: 'Spring supper',
    description: 'Five courses from the spring market.',
    startsAt: '2030-06-02T00:00:00.000Z',
    endsAt: '2030-06-02T03:00:00.000Z',
    venue: 'The Loft, 1 W Wacker Dr',
    capacity: 20,
    maxGuests: 2,
    rsvpClosesAt: '2030-06-02T00:00:00.000Z',
    status: 'scheduled',
    cancelReason: null,
    seatsTaken: 8,
    seatsLeft: 12,
    waitlistCount: 0,
    rsvpOpen: true,
    started: false,
    ...overrides,
  };
}
