import {
  cancelReasonProblem, dietaryNotesProblem, DINNER_MESSAGES, dinnerCapacityProblem, dinnerDescriptionProblem,
  dinnerMaxGuestsProblem, dinnerTimeProblems, dinnerTitleProblem, dinnerVenueProblem,
} from './dinner';

describe('the dinner rules', () => {
  it('require a title and a venue, within their lengths', () => {
    expect(dinnerTitleProblem('  ')).toBe(DINNER_MESSAGES.titleRequired);
    expect(dinnerTitleProblem('x'.repeat(121))).toBe('Title must be at most 120 characters');
    expect(dinnerTitleProblem(` ${'x'.repeat(120)} `)).toBeNull();
    expect(dinnerVenueProblem('')).toBe('Venue is required');
    expect(dinnerVenueProblem('x'.repeat(201))).toBe('Venue must be at most 200 characters');
    expect(dinnerVenueProblem('The Loft, 1 W Wacker Dr')).toBeNull();
  });

  it('take an optional description of at most 2000 characters', () => {
    expect(dinnerDescriptionProblem('')).toBeNull();
    expect(dinnerDescriptionProblem('x'.repeat(2001))).toBe('Description must be at most 2000 characters');
  });

  it.each([[0], [501], [2.5], [Number.NaN]])('refuse a capacity of %p', (capacity) => {
    expect(dinnerCapacityProblem(capacity)).toBe('Capacity must be a whole number from 1 to 500');
  });

  it('take a capacity from 1 to 500 and 0 to 10 guests per member', () => {
    expect(dinnerCapacityProblem(1)).toBeNull();
    expect(dinnerCapacityProblem(500)).toBeNull();
    expect(dinnerMaxGuestsProblem(0)).toBeNull();
    expect(dinnerMaxGuestsProblem(10)).toBeNull();
    expect(dinnerMaxGuestsProblem(11)).toBe('Guests per member must be a whole number from 0 to 10');
  });

  describe('dinnerTimeProblems', () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const start = '2030-06-02T00:00:00.000Z';

    it('passes a dinner that starts later, ends after it starts, and closes RSVPs by the start', () => {
      expect(dinnerTimeProblems({ startsAt: start, endsAt: '2030-06-02T03:00:00.000Z', rsvpClosesAt: start }, now)).toEqual({});
    });

    it('compares instants, whatever their offsets', () => {
      expect(dinnerTimeProblems({ startsAt: '2030-06-01T19:00:00-05:00', endsAt: '2030-06-02T00:30:00Z' })).toEqual({});
      expect(dinnerTimeProblems({ startsAt: '2030-06-01T19:00:00-05:00', endsAt: '2030-06-02T00:00:00Z' }))
        .toEqual({ endsAt: 'The end must be after the start' });
    });

    it('names each problem on its field', () => {
      expect(dinnerTimeProblems({ startsAt: '2030-06-01T11:00:00Z', endsAt: '2030-06-01T10:00:00Z', rsvpClosesAt: '2030-06-01T11:00:01Z' }, now))
        .toEqual({
          startsAt: 'The dinner must start in the future',
          endsAt: 'The end must be after the start',
          rsvpClosesAt: 'RSVPs must close at or before the start',
        });
    });

    it('checks the start against now only when asked', () => {
      expect(dinnerTimeProblems({ startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-01-01T03:00:00Z' })).toEqual({});
    });
  });

  it('take dietary notes of at most 500 characters', () => {
    expect(dietaryNotesProblem('')).toBeNull();
    expect(dietaryNotesProblem('x'.repeat(500))).toBeNull();
    expect(dietaryNotesProblem('x'.repeat(501))).toBe('Dietary notes must be at most 500 characters');
  });

  it('require a reason to cancel a dinner', () => {
    expect(cancelReasonProblem('   ')).toBe('A reason is required');
    expect(cancelReasonProblem('x'.repeat(1001))).toBe('The reason must be at most 1000 characters');
    expect(cancelReasonProblem('The chef is ill.')).toBeNull();
  });
});
