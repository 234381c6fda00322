import { clubDayOf, clubDayRange, isCalendarDay } from './club-time';

describe('Chicago days', () => {
  it('spans a winter day (CST, UTC-6) and a summer day (CDT, UTC-5)', () => {
    expect(clubDayRange({ from: '2025-01-15', to: '2025-01-15' })).toEqual({
      from: '2025-01-15T06:00:00.000Z',
      before: '2025-01-16T06:00:00.000Z',
    });
    expect(clubDayRange({ from: '2025-07-04', to: '2025-07-05' })).toEqual({
      from: '2025-07-04T05:00:00.000Z',
      before: '2025-07-06T05:00:00.000Z',
    });
  });

  it('spans the days the clocks change: 23 hours in March, 25 in November', () => {
    expect(clubDayRange({ from: '2025-03-09', to: '2025-03-09' })).toEqual({
      from: '2025-03-09T06:00:00.000Z',
      before: '2025-03-10T05:00:00.000Z',
    });
    expect(clubDayRange({ from: '2025-11-02', to: '2025-11-02' })).toEqual({
      from: '2025-11-02T05:00:00.000Z',
      before: '2025-11-03T06:00:00.000Z',
    });
  });

  it('leaves an open end open, and crosses a year', () => {
    expect(clubDayRange({})).toEqual({});
    expect(clubDayRange({ to: '2024-12-31' })).toEqual({ before: '2025-01-01T06:00:00.000Z' });
    expect(clubDayRange({ from: '2024-02-29' })).toEqual({ from: '2024-02-29T06:00:00.000Z' });
  });

  it('names the Chicago day of an instant', () => {
    expect(clubDayOf(new Date('2025-01-16T05:59:59.999Z'))).toBe('2025-01-15');
    expect(clubDayOf(new Date('2025-01-16T06:00:00.000Z'))).toBe('2025-01-16');
    expect(clubDayOf(new Date('2025-07-05T04:30:00.000Z'))).toBe('2025-07-04');
  });

  it('knows real calendar days only', () => {
    for (const day of ['2025-01-31', '2024-02-29', '2000-02-29']) expect(isCalendarDay(day)).toBe(true);
    for (const day of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-1', '20250101', '2025-01-01T00:00', '', '1900-02-29']) {
      expect(isCalendarDay(day)).toBe(false);
    }
  });
});
