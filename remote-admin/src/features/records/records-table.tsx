import { Fragment, type ReactNode } from 'react';
import type { MembershipRecord } from 'shared';
import styled from 'styled-components';
import { NOT_AVAILABLE, orNotAvailable } from '../member-detail/detail-values';
import { TableFrame } from './table-frame';

/** The columns of both admin tables. */
export const COLUMNS = ['Full Name', 'Email', 'Phone', 'Profession', 'Action'] as const;

/** The columns' widths (the actions take their own), so a long e-mail wraps within a fair column. */
const WIDTHS = ['20%', '30%', '16%', '20%'] as const;
/** About the narrowest the five columns fit. */
const STACK_BELOW = '52rem';
/** The same with a column of the table's own before Action. */
const EXTRA_WIDTHS = ['18%', '24%', '13%', '15%', '17%'] as const;
const EXTRA_STACK_BELOW = '58rem';

const Missing = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: 0.5rem;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** An e-mail that may break before its '@' (and, if it must, anywhere) rather than mid-name first. */
function Email({ value }: { value: string }) {
  if (!value) return <Value value={null} />;
  // The parts of one fixed string: their index is a stable key.
  const parts = value.split(/(?=@)/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>{index > 0 && <wbr />}{part}</Fragment>
      ))}
    </span>
  );
}

const NameLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
`;

function Value({ value }: { value: string | null }) {
  const shown = orNotAvailable(value);
  return shown === NOT_AVAILABLE ? <Missing>{shown}</Missing> : <>{shown}</>;
}

export interface RecordsTableProps<R extends MembershipRecord> {
  /** Names the table for screen readers (the screen's title already shows). */
  caption: string;
  records: R[];
  /** The Action cell of a row. */
  actions: (record: R) => ReactNode;
  /** Shown after the name (e.g. an 'Inactive' badge). */
  status?: (record: R) => ReactNode;
  /** A column of the table's own, before Action (the pending requests' Progress). */
  extra?: { label: string; cell: (record: R) => ReactNode };
  /** The next page is loading behind these rows. */
  busy?: boolean;
}

/**
 * The admin's table of membership records: Full Name, Email, Phone, Profession, (a column of its
 * own,) Action. A real table with a caption, column headers and the name as each row's header; in
 * a narrow box each row becomes a labelled card, no column is ever cut off.
 */
export function RecordsTable<R extends MembershipRecord>({ caption, records, actions, status, extra, busy = false }: RecordsTableProps<R>) {
  const [name, email, phone, profession, action] = COLUMNS;
  const columns = extra ? [name, email, phone, profession, extra.label, action] : COLUMNS;
  const statusOf = (record: R) => {
    const shown = status?.(record);
    // The space keeps the name and the status apart when read as one ('Grace Hopper Inactive').
    return shown ? <> {shown}</> : null;
  };
  return (
    <TableFrame
      $widths={extra ? EXTRA_WIDTHS : WIDTHS}
      $stackBelow={extra ? EXTRA_STACK_BELOW : STACK_BELOW}
      aria-busy={busy || undefined}
    >
      <table role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {records.map((record) => (
            <tr key={record.id} role="row">
              <th scope="row" role="rowheader" data-label={name}>
                <NameLine>
                  <Value value={record.fullName} />
                  {statusOf(record)}
                </NameLine>
              </th>
              <td role="cell" data-label={email}><Email value={record.email} /></td>
              <td role="cell" data-label={phone}><NoWrap><Value value={record.phoneNumber} /></NoWrap></td>
              <td role="cell" data-label={profession}><Value value={record.profession} /></td>
              {extra && <td role="cell" data-label={extra.label}>{extra.cell(record)}</td>}
              <td role="cell" data-label={action} data-actions="">
                <Actions>{actions(record)}</Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
