import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it("formats an ISO date-time as 'MMMM d, yyyy'", () => {
    expect(formatDate('2024-03-01T12:00:00.000Z')).toBe('March 1, 2024');
    expect(formatDate('2019-11-22T12:00:00Z')).toBe('November 22, 2019');
  });

  it('formats a plain ISO date as that calendar day', () => {
    expect(formatDate('2025-07-04')).toBe('July 4, 2025');
  });

  it.each([null, undefined, '', '   ', 'not a date', '2024-13-45', 'yesterday'])('gives undefined for %p', (value) => {
    expect(formatDate(value)).toBeUndefined();
  });
});

describe('formatDateTime', () => {
  it("formats an ISO date-time as 'MMMM d, yyyy, h:mm a' in the reader's time zone", () => {
    const moment = new Date(2024, 2, 1, 15, 5);
    expect(formatDateTime(moment.toISOString())).toBe('March 1, 2024, 3:05 PM');
  });

  it.each([null, undefined, '', 'not a date'])('gives undefined for %p', (value) => {
    expect(formatDateTime(value)).toBeUndefined();
  });
});

describe('every month and hour', () => {
  it.each([
    [0, 'January'], [1, 'February'], [2, 'March'], [3, 'April'], [4, 'May'], [5, 'June'],
    [6, 'July'], [7, 'August'], [8, 'September'], [9, 'October'], [10, 'November'], [11, 'December'],
  ])('names month %i %s', (month, name) => {
    expect(formatDate(new Date(2026, month, 9, 10).toISOString())).toBe(`${name} 9, 2026`);
  });

  it.each([
    [0, 5, '12:05 AM'], [9, 0, '9:00 AM'], [12, 30, '12:30 PM'], [23, 59, '11:59 PM'],
  ])('reads %i:%i as %s', (hour, minute, clock) => {
    expect(formatDateTime(new Date(2026, 0, 9, hour, minute).toISOString())).toBe(`January 9, 2026, ${clock}`);
  });
});
