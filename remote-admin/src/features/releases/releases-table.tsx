import type { RemoteOps, VersionFigures } from 'shared';
import styled from 'styled-components';
import { EmptyCell } from '../records/empty-cell';
import { TableFrame } from '../records/table-frame';

/** The Releases table's columns. */
export const RELEASE_COLUMNS = ['Remote', 'Version', 'Serves', 'Loads', 'Errors', 'p75 LCP', 'p75 INP'] as const;

const WIDTHS = ['21%', '13%', '16%', '10%', '14%', '13%'] as const;
const STACK_BELOW = '52rem';

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Name = styled.span`
  white-space: nowrap;
`;

const percent = (rate: number | null) => (rate === null ? null : `${(Math.round(rate * 1000) / 10).toString()}%`);
/** Errors with their share of the loads: '3 (2.5%)', or just '0' without loads. */
const errorsText = ({ errors, errorRate }: VersionFigures) => (errorRate === null ? `${errors}` : `${errors} (${percent(errorRate)})`);
const ms = (value: number | null) => (value === null ? null : `${Math.round(value).toLocaleString('en-US')} ms`);

interface Row {
  remote: string;
  serves: string;
  figures: VersionFigures;
}

const rowsOf = (remotes: readonly RemoteOps[]): Row[] => remotes.flatMap((ops) => [
  { remote: ops.remote, serves: ops.canary ? `Stable, ${100 - ops.canary.share}%` : 'Everyone', figures: ops.stable },
  ...(ops.canary ? [{ remote: ops.remote, serves: `Canary, ${ops.canary.share}%`, figures: ops.canary }] : []),
]);

/**
 * Each remote's live versions (the stable one, and the canary with its share) and how they did
 * in the last hour: page loads, errors with the error rate, p75 LCP and INP. A real table that becomes one
 * card per version in a narrow box.
 */
export function ReleasesTable({ remotes }: { remotes: readonly RemoteOps[] }) {
  const [remote, version, serves, loads, errors, lcp, inp] = RELEASE_COLUMNS;
  const cell = (label: string, value: string | number | null) => (
    <td role="cell" data-label={label}>{value === null ? <EmptyCell spoken="No data" /> : <Figure>{value}</Figure>}</td>
  );
  return (
    <TableFrame $widths={WIDTHS} $stackBelow={STACK_BELOW}>
      <table role="table">
        <caption>Live versions of each remote, with the last hour&apos;s figures</caption>
        <thead role="rowgroup">
          <tr role="row">
            {RELEASE_COLUMNS.map((column) => <th key={column} scope="col" role="columnheader">{column}</th>)}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rowsOf(remotes).map((row) => (
            <tr key={`${row.remote}-${row.figures.version}-${row.serves}`} role="row">
              <th scope="row" role="rowheader" data-label={remote}><Name>{row.remote}</Name></th>
              {cell(version, row.figures.version)}
              {cell(serves, row.serves)}
              {cell(loads, row.figures.loads)}
              {cell(errors, errorsText(row.figures))}
              {cell(lcp, ms(row.figures.p75LcpMs))}
              {cell(inp, ms(row.figures.p75InpMs))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
