import { useCallback } from 'react';
import { smallCaps, useLoad } from 'shared';
import styled from 'styled-components';
import { fetchAttendance } from './dinners-api';

export const ATTENDANCE_LOAD_FAILED = 'Failed to load dinner attendance';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: 0.75rem 1.5rem;
  margin: 0;

  dt {
    ${smallCaps}
    font-size: 0.6875rem;
    letter-spacing: 0.16em;
    color: ${({ theme }) => theme.color.muted};
  }

  dd {
    margin: 0.15rem 0 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.5rem;
    color: ${({ theme }) => theme.color.ink};
  }

  .no-shows dd { color: ${({ theme }) => theme.color.wine}; }
`;

const Note = styled.p<{ $failed?: boolean }>`
  margin: 0;
  color: ${({ theme, $failed }) => ($failed ? theme.color.danger : theme.color.muted)};
`;

/**
 * A member's record at the club's dinners: dinners attended, no-shows (confirmed, ended, never
 * checked in), upcoming confirmed dinners and waitlist places.
 */
export function MemberAttendance({ userId }: { userId: string }) {
  const load = useCallback((signal: AbortSignal) => fetchAttendance(userId, signal), [userId]);
  const { state } = useLoad(load);
  if (state.status === 'loading') return <Note role="status">Loading attendance...</Note>;
  if (state.status === 'error') return <Note $failed role="alert">{ATTENDANCE_LOAD_FAILED}</Note>;
  const { attended, noShows, upcoming, waitlisted } = state.data;
  return (
    <Counts>
      <div><dt>Attended</dt><dd>{attended}</dd></div>
      <div className="no-shows"><dt>No-shows</dt><dd>{noShows}</dd></div>
      <div><dt>Upcoming</dt><dd>{upcoming}</dd></div>
      <div><dt>Waitlisted</dt><dd>{waitlisted}</dd></div>
    </Counts>
  );
}
