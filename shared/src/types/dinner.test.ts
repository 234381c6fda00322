import { toDinner, toDinnerList, toMemberDinner } from './dinner';

const answer = {
  id: 'd-1',
  title: 'Spring supper',
  description: 'Five courses.',
  startsAt: '2030-06-02T00:00:00.000Z',
  endsAt: '2030-06-02T03:00:00.000Z',
  venue: 'The Loft',
  capacity: 20,
  maxGuests: 2,
  rsvpClosesAt: '2030-06-01T17:00:00.000Z',
  status: 'scheduled',
  cancelReason: null,
  seatsTaken: 5,
  seatsLeft: 15,
  waitlistCount: 0,
  rsvpOpen: true,
  started: false,
};

describe('toDinner', () => {
  it('keeps a dinner as the API sends it', () => {
    expect(toDinner(answer)).toEqual(answer);
  });

  it('fills what may be missing: no description, RSVPs closing at the start, counts of 0, closed and not started', () => {
    const { description: _d, rsvpClosesAt: _r, seatsTaken: _s, seatsLeft: _l, waitlistCount: _w, rsvpOpen: _o, started: _st, ...bare } = answer;
    expect(toDinner(bare)).toEqual({
      ...bare, description: '', rsvpClosesAt: answer.startsAt, seatsTaken: 0, seatsLeft: 0, waitlistCount: 0, rsvpOpen: false, started: false,
    });
  });

  it.each([
    null, 'd-1', [], { ...answer, id: '' }, { ...answer, title: 7 }, { ...answer, startsAt: 'soon' }, { ...answer, capacity: -1 },
    { ...answer, maxGuests: 1.5 }, { ...answer, status: 'postponed' },
  ])('drops what is not a dinner: %p', (value) => {
    expect(toDinner(value)).toBeNull();
  });
});

describe('toMemberDinner', () => {
  it('reads the member’s reply: confirmed without a position, waitlisted with one', () => {
    expect(toMemberDinner({ ...answer, myRsvp: { status: 'confirmed', guests: 1, dietaryNotes: 'Vegetarian', position: null } })?.myRsvp)
      .toEqual({ status: 'confirmed', guests: 1, dietaryNotes: 'Vegetarian', position: null });
    expect(toMemberDinner({ ...answer, myRsvp: { status: 'waitlisted', guests: 0, dietaryNotes: ' ', position: 3 } })?.myRsvp)
      .toEqual({ status: 'waitlisted', guests: 0, dietaryNotes: null, position: 3 });
  });

  it('reads no reply as null', () => {
    expect(toMemberDinner({ ...answer, myRsvp: null })?.myRsvp).toBeNull();
    expect(toMemberDinner({ ...answer, myRsvp: { status: 'maybe' } })?.myRsvp).toBeNull();
  });
});

describe('toDinnerList', () => {
  it('reads the `data` list in order, dropping what is not a dinner', () => {
    expect(toDinnerList({ data: [answer, { id: 'x' }, { ...answer, id: 'd-2' }] }, toDinner).map((d) => d.id)).toEqual(['d-1', 'd-2']);
  });

  it.each([{}, { data: {} }, null, []])('throws for an answer without a list: %p', (body) => {
    expect(() => toDinnerList(body, toDinner)).toThrow();
  });
});
