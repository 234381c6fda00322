import { Fragment, type ReactNode } from 'react';
import { smallCaps, visuallyHiddenStyles, type MembershipRecord } from 'shared';
import styled, { css } from 'styled-components';
import { Surface } from '../panel/screen-layout';
import { NOT_AVAILABLE, orNotAvailable } from '../member-detail/detail-values';

/** The columns of both admin tables. */
export const COLUMNS = ['Full Name', 'Email', 'Phone', 'Profession', 'Action'] as const;

/**
 * Below this width of its own box the table reads as one card per row (a phone, a tablet, a
 * desktop with the menu open beside a narrow window): about the narrowest the five columns fit.
 */
const STACK_BELOW = '52rem';

// One card per row: the name as its title, each other cell labelled from data-label. The
// explicit ARIA roles keep it a table for screen readers although the boxes are blocks.
const stacked = css`
  thead { ${visuallyHiddenStyles} }
  table, tbody, tr, th, td { display: block; }

  tbody tr {
    padding: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  tbody tr:first-child { border-top: 0; }
  tbody tr:hover { background: transparent; }

  tbody th {
    padding: 0 0 0.75rem;
    border: 0;
    font-size: 1.25rem;
  }

  tbody td {
    display: grid;
    grid-template-columns: minmax(6.5rem, 32%) minmax(0, 1fr);
    gap: 0.25rem 1rem;
    align-items: baseline;
    padding: 0.35rem 0;
    border: 0;
  }

  tbody td::before {
    /* The label is already the cell's column header for screen readers: shown, not read twice. */
    content: attr(data-label);
    content: attr(data-label) / '';
    ${smallCaps}
    letter-spacing: 0.14em;
    color: ${({ theme }) => theme.color.muted};
  }

  tbody td[data-actions] {
    display: block;
    width: auto;
    padding-top: 1rem;
    white-space: normal;
  }
  tbody td[data-actions]::before { display: none; }
  tbody td[data-actions] > div { flex-wrap: wrap; }
`;

const Frame = styled(Surface)`
  container-type: inline-size;
  overflow: hidden;

  table {
    width: 100%;
    border-collapse: collapse;
    text-align: left;
  }

  caption { ${visuallyHiddenStyles} }

  /* Shares for the text columns (the actions take their own width), so a long e-mail wraps
     within a fair column rather than being squeezed letter by letter. */
  thead th:nth-child(1) { width: 20%; }
  thead th:nth-child(2) { width: 30%; }
  thead th:nth-child(3) { width: 16%; }
  thead th:nth-child(4) { width: 20%; }

  thead th {
    padding: 0.9rem 1.25rem;
    ${smallCaps}
    letter-spacing: 0.16em;
    color: ${({ theme }) => theme.color.inkSoft};
    background: ${({ theme }) => theme.color.ivory};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    white-space: nowrap;
  }

  tbody th,
  tbody td {
    padding: 1rem 1.25rem;
    vertical-align: middle;
    border-top: 1px solid ${({ theme }) => theme.color.line};
    overflow-wrap: anywhere;
  }

  tbody tr:first-child th,
  tbody tr:first-child td { border-top: 0; }

  tbody tr:hover { background: rgba(247, 242, 232, 0.6); }

  /* The actions take their own width on one line; the text columns share the rest. */
  tbody td[data-actions] {
    width: 1%;
    white-space: nowrap;
  }

  tbody th {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.0625rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }

  @container (max-width: ${STACK_BELOW}) { ${stacked} }
  /* Browsers without container queries: at least a phone gets the cards. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) { ${stacked} }
`;

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

export interface RecordsTableProps {
  /** Names the table for screen readers (the screen's title already shows). */
  caption: string;
  records: MembershipRecord[];
  /** The Action cell of a row. */
  actions: (record: MembershipRecord) => ReactNode;
  /** Shown after the name (e.g. an 'Inactive' badge). */
  status?: (record: MembershipRecord) => ReactNode;
}

/**
 * The admin's table of membership records: Full Name, Email, Phone, Profession, Action. A real
 * table with a caption, column headers and the name as each row's header; in a narrow box each row
 * becomes a labelled card, no column is ever cut off.
 */
export function RecordsTable({ caption, records, actions, status }: RecordsTableProps) {
  const [name, email, phone, profession, action] = COLUMNS;
  const statusOf = (record: MembershipRecord) => {
    const shown = status?.(record);
    // The space keeps the name and the status apart when read as one ('Grace Hopper Inactive').
    return shown ? <> {shown}</> : null;
  };
  return (
    <Frame>
      <table role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
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
              <td role="cell" data-label={action} data-actions="">
                <Actions>{actions(record)}</Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}
