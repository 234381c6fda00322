import { dinnerStateText, guestOptionText, guestsAllowedText, myRsvpText, partyText, seatsText, wouldWaitlist } from './dinner-words';

const now = new Date('2030-06-01T12:00:00Z');
const open = { status: 'scheduled', started: false, endsAt: '2030-06-02T03:00:00Z', rsvpOpen: true } as const;

describe('the dinner card’s words', () => {
  it('counts the seats left, or says the dinner is full and how many wait', () => {
    expect(seatsText({ seatsLeft: 12, capacity: 20, waitlistCount: 0 })).toBe('12 of 20 seats left');
    expect(seatsText({ seatsLeft: 1, capacity: 1, waitlistCount: 0 })).toBe('1 of 1 seat left');
    expect(seatsText({ seatsLeft: 0, capacity: 2, waitlistCount: 0 })).toBe('Full');
    expect(seatsText({ seatsLeft: 0, capacity: 2, waitlistCount: 1 })).toBe('Full · 1 on the waitlist');
  });

  it('words guests and parties', () => {
    expect(guestsAllowedText(0)).toBe('Members only');
    expect(guestsAllowedText(1)).toBe('Up to 1 guest');
    expect(guestsAllowedText(3)).toBe('Up to 3 guests');
    expect(partyText(0)).toBe('just you');
    expect(partyText(2)).toBe('you and 2 guests');
    expect(guestOptionText(0)).toBe('No guests, just me');
    expect(guestOptionText(1)).toBe('1 guest');
  });

  it('says where a dinner stands, or nothing while it takes replies', () => {
    expect(dinnerStateText(open, now)).toBeNull();
    expect(dinnerStateText({ ...open, rsvpOpen: false }, now)).toBe('RSVPs closed');
    expect(dinnerStateText({ ...open, started: true, rsvpOpen: false }, now)).toBe('Under way');
    expect(dinnerStateText({ ...open, endsAt: '2030-06-01T12:00:00Z' }, now)).toBe('Ended');
    expect(dinnerStateText({ ...open, status: 'cancelled' }, now)).toBe('Cancelled');
  });

  it('words the member’s reply, before and after the dinner', () => {
    expect(myRsvpText({ status: 'confirmed', guests: 1, dietaryNotes: null, position: null })).toBe('Confirmed · you and 1 guest');
    expect(myRsvpText({ status: 'waitlisted', guests: 0, dietaryNotes: null, position: 3 })).toBe('On the waitlist · number 3');
    expect(myRsvpText({ status: 'confirmed', guests: 0, dietaryNotes: null, position: null }, true)).toBe('You had a seat');
    expect(myRsvpText({ status: 'waitlisted', guests: 0, dietaryNotes: null, position: 1 }, true)).toBe('You were on the waitlist');
  });

  it('knows a party larger than the seats left waits', () => {
    expect(wouldWaitlist({ seatsLeft: 2 }, 1)).toBe(false);
    expect(wouldWaitlist({ seatsLeft: 2 }, 2)).toBe(true);
    expect(wouldWaitlist({ seatsLeft: 0 }, 0)).toBe(true);
  });
});
