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
