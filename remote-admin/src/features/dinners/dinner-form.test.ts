import { aDinner } from 'shared/testing';
import { dinnerChanges, dinnerFormProblems, NEW_DINNER, newDinnerBody, TIME_MESSAGES, valuesOf, type DinnerFormValues } from './dinner-form';

const now = new Date('2030-05-01T12:00:00Z');
const filled: DinnerFormValues = {
  title: ' Spring supper ',
  venue: 'The Loft',
  startsAt: '2030-06-01T19:00',
  endsAt: '2030-06-01T22:00',
  rsvpClosesAt: '',
  capacity: '20',
  maxGuests: '2',
  description: '',
};

describe('dinnerFormProblems', () => {
  it('passes a complete dinner', () => {
    expect(dinnerFormProblems(filled, now)).toEqual({});
  });

  it('names every missing field with the API’s messages', () => {
    expect(dinnerFormProblems({ ...NEW_DINNER, maxGuests: '' }, now)).toEqual({
      title: 'Title is required',
      venue: 'Venue is required',
      startsAt: TIME_MESSAGES.startRequired,
      endsAt: TIME_MESSAGES.endRequired,
      capacity: 'Capacity must be a whole number from 1 to 500',
      maxGuests: 'Guests per member must be a whole number from 0 to 10',
    });
  });

  it.each(['0', '501', '2.5', 'ten', ' '])('refuses a capacity of %p', (capacity) => {
    expect(dinnerFormProblems({ ...filled, capacity }, now).capacity).toBe('Capacity must be a whole number from 1 to 500');
  });

  it('checks the times together: the start in the future, the end after it, RSVPs closing by it', () => {
    expect(dinnerFormProblems({ ...filled, startsAt: '2030-04-30T19:00', endsAt: '2030-04-30T22:00' }, now))
      .toEqual({ startsAt: 'The dinner must start in the future' });
    expect(dinnerFormProblems({ ...filled, endsAt: '2030-06-01T19:00' }, now)).toEqual({ endsAt: 'The end must be after the start' });
    expect(dinnerFormProblems({ ...filled, rsvpClosesAt: '2030-06-01T19:01' }, now))
      .toEqual({ rsvpClosesAt: 'RSVPs must close at or before the start' });
    expect(dinnerFormProblems({ ...filled, rsvpClosesAt: '2030-06-01T19:00' }, now)).toEqual({});
  });

  it('reads the hour the autumn change repeats as its first, daylight, occurrence', () => {
    const night = { ...filled, startsAt: '2030-11-02T22:00', endsAt: '2030-11-03T01:30' };
    expect(dinnerFormProblems(night, now)).toEqual({});
    expect(newDinnerBody(night)).toMatchObject({ startsAt: '2030-11-02T22:00:00-05:00', endsAt: '2030-11-03T01:30:00-05:00' });
  });

  it('refuses a time the spring change skips', () => {
    expect(dinnerFormProblems({ ...filled, startsAt: '2031-03-09T02:30', endsAt: '2031-03-09T05:00' }, now))
      .toEqual({ startsAt: TIME_MESSAGES.skipped });
  });

  it('lets an edit keep a start that has passed the form’s now, but not move it into the past', () => {
    const past = { ...filled, startsAt: '2030-04-30T19:00', endsAt: '2030-04-30T22:00' };
    expect(dinnerFormProblems(past, now, '2030-04-30T19:00')).toEqual({});
    expect(dinnerFormProblems(past, now, '2030-06-01T19:00')).toEqual({ startsAt: 'The dinner must start in the future' });
  });
});

describe('newDinnerBody', () => {
  it('sends trimmed texts, numbers and the times with Chicago’s offset of that day', () => {
    expect(newDinnerBody({ ...filled, startsAt: '2030-12-05T19:00', endsAt: '2030-12-05T22:30' })).toEqual({
      title: 'Spring supper',
      venue: 'The Loft',
      startsAt: '2030-12-05T19:00:00-06:00',
      endsAt: '2030-12-05T22:30:00-06:00',
      capacity: 20,
      maxGuests: 2,
    });
  });

  it('adds the description and the RSVP closing time when given', () => {
    expect(newDinnerBody({ ...filled, description: ' Five courses ', rsvpClosesAt: '2030-05-31T12:00' })).toMatchObject({
      description: 'Five courses',
      rsvpClosesAt: '2030-05-31T12:00:00-05:00',
    });
  });
});

describe('valuesOf and dinnerChanges', () => {
  const dinner = aDinner({
    startsAt: '2030-06-02T00:00:00.000Z', endsAt: '2030-06-02T03:00:00.000Z', rsvpClosesAt: '2030-06-02T00:00:00.000Z', capacity: 20, maxGuests: 2,
  });

  it('shows a dinner in Chicago time, with RSVPs closing at the start as empty', () => {
    expect(valuesOf(dinner)).toMatchObject({ startsAt: '2030-06-01T19:00', endsAt: '2030-06-01T22:00', rsvpClosesAt: '', capacity: '20', maxGuests: '2' });
    expect(valuesOf({ ...dinner, rsvpClosesAt: '2030-05-31T17:00:00.000Z' }).rsvpClosesAt).toBe('2030-05-31T12:00');
  });

  it('gives nothing when nothing changed', () => {
    expect(dinnerChanges(valuesOf(dinner), { ...valuesOf(dinner), title: ` ${dinner.title} `, capacity: '20 ' })).toEqual({});
  });

  it('gives only what changed', () => {
    expect(dinnerChanges(valuesOf(dinner), { ...valuesOf(dinner), capacity: '24', venue: 'The Cellar' })).toEqual({ capacity: 24, venue: 'The Cellar' });
  });

  it('moves RSVPs closing at the start along with a new start', () => {
    expect(dinnerChanges(valuesOf(dinner), { ...valuesOf(dinner), startsAt: '2030-06-01T18:30' })).toEqual({
      startsAt: '2030-06-01T18:30:00-05:00',
      rsvpClosesAt: '2030-06-01T18:30:00-05:00',
    });
  });

  it('sends the start as the closing time when the closing time is emptied', () => {
    const before = valuesOf({ ...dinner, rsvpClosesAt: '2030-05-31T17:00:00.000Z' });
    expect(dinnerChanges(before, { ...before, rsvpClosesAt: '' })).toEqual({ rsvpClosesAt: '2030-06-01T19:00:00-05:00' });
  });
});
