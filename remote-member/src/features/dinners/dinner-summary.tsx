import type { Dinner } from 'shared';
import styled from 'styled-components';
import { chicagoDate, chicagoTimeRange } from 'shared/format';

const Lines = styled.span`
  display: grid;
  gap: 0.15rem;

  .title {
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    overflow-wrap: anywhere;
  }

  .venue { overflow-wrap: anywhere; }
`;

/** A dinner in three lines for a dialog: its title, when (Chicago time) and where. */
export function DinnerSummary({ dinner }: { dinner: Dinner }) {
  return (
    <Lines>
      <span className="title">{dinner.title}</span>
      <span>
        <time dateTime={dinner.startsAt}>{chicagoDate(dinner.startsAt)}</time>
        {`, ${chicagoTimeRange(dinner.startsAt, dinner.endsAt)}`}
      </span>
      <span className="venue">{dinner.venue}</span>
    </Lines>
  );
}
