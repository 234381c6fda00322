import { smallCaps } from 'shared';
import styled, { css } from 'styled-components';
import { formatClubDateTime } from 'shared/format';
import { EmptyCell } from '../records/empty-cell';
import { TableFrame } from '../records/table-frame';
import { actionLabel, actionTone, actorText, subjectText, type ActivityEntry } from './activity-entry';

/** The Activity table's columns. */
export const ACTIVITY_COLUMNS = ['When', 'Admin', 'Action', 'Member', 'Reason'] as const;

const WIDTHS = ['19%', '17%', '14%', '20%'] as const;
const STACK_BELOW = '46rem';

const tones = {
  granted: css`color: ${({ theme }) => theme.color.success};`,
  withdrawn: css`color: ${({ theme }) => theme.color.danger};`,
  neutral: css`color: ${({ theme }) => theme.color.inkSoft};`,
};

const Action = styled.span<{ $tone: keyof typeof tones }>`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  ${smallCaps}
  font-size: 0.6875rem;
  letter-spacing: 0.14em;
  white-space: nowrap;
  overflow-wrap: normal;
  ${({ $tone }) => tones[$tone]}

  /* One line in the table; in the narrow box's cards a long label wraps between words. */
  @container (max-width: ${STACK_BELOW}) { white-space: normal; }

  &::before {
    flex: none;
    content: '';
    width: 0.45rem;
    height: 0.45rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const When = styled.time`
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.9375rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Reason = styled.span`
  display: block;
  max-width: 40ch;
  line-height: 1.5;
  white-space: pre-line;
`;

export interface ActivityTableProps {
  entries: ActivityEntry[];
  /** The next page is loading behind these rows. */
  busy?: boolean;
}

/**
 * The audit trail: when (Chicago time), which admin, what they did, to whom and why. A real table
 * (the time heads each row) that becomes one card per entry in a narrow box.
 */
export function ActivityTable({ entries, busy = false }: ActivityTableProps) {
  const [when, admin, action, member, reason] = ACTIVITY_COLUMNS;
  return (
    <TableFrame $widths={WIDTHS} $stackBelow={STACK_BELOW} aria-busy={busy || undefined}>
      <table role="table">
        <caption>Actions of the admins, newest first</caption>
        <thead role="rowgroup">
          <tr role="row">
            {ACTIVITY_COLUMNS.map((column) => <th key={column} scope="col" role="columnheader">{column}</th>)}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {entries.map((entry) => (
            <tr key={entry.id} role="row">
              <th scope="row" role="rowheader" data-label={when}>
                <When dateTime={entry.at}>{formatClubDateTime(entry.at) ?? entry.at}</When>
              </th>
              <td role="cell" data-label={admin}>{actorText(entry) || <EmptyCell spoken="None" />}</td>
              <td role="cell" data-label={action}>
                <Action $tone={actionTone(entry.action)}>{actionLabel(entry.action)}</Action>
              </td>
              <td role="cell" data-label={member}>{subjectText(entry) || <EmptyCell spoken="None" />}</td>
              <td role="cell" data-label={reason}>{entry.reason ? <Reason>{entry.reason}</Reason> : <EmptyCell spoken="None" />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
