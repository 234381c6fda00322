import { formatClubDateTime } from './club-date-time';

describe('formatClubDateTime', () => {
  it("formats an ISO date-time as 'MMMM d, yyyy h:mm a' in Chicago time", () => {
    // 12:05 UTC is 6:05 in the morning in Chicago in winter (CST, UTC-6) ...
    expect(formatClubDateTime('2024-03-01T12:05:00.000Z')).toBe('March 1, 2024 6:05 AM');
    // ... and 7:05 in summer (CDT, UTC-5).
    expect(formatClubDateTime('2024-07-04T12:05:00Z')).toBe('July 4, 2024 7:05 AM');
  });

  it('gives the Chicago day, not the UTC one, late in the evening', () => {
    expect(formatClubDateTime('2025-01-01T03:30:00.000Z')).toBe('December 31, 2024 9:30 PM');
    expect(formatClubDateTime('2025-06-01T17:00:00.000Z')).toBe('June 1, 2025 12:00 PM');
  });

  it.each([null, undefined, '', '  ', 'not a date', '2024-13-45'])('gives undefined for %p', (value) => {
    expect(formatClubDateTime(value)).toBeUndefined();
  });
});
