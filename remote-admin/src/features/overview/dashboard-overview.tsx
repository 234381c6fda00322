import { media, smallCaps, Spinner, useLoad } from 'shared';
import styled from 'styled-components';
import { LoadFailed, Surface } from '../panel/screen-layout';
import { fetchMembershipStats, STATS_FIRST_SCREEN } from './fetch-membership-stats';

/** The overview's load failure. */
export const OVERVIEW_LOAD_FAILED = 'Failed to load dashboard data';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  margin: 0;
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(2, minmax(0, 20rem)); }
`;

const Card = styled(Surface)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-height: 10rem;
  padding: 1.5rem 1.75rem;

  dt {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
    ${smallCaps}
    color: ${({ theme }) => theme.color.muted};

    &::after {
      content: '';
      width: 2.25rem;
      height: 1px;
      background: ${({ theme }) => theme.color.brass};
    }
  }

  dd {
    display: flex;
    align-items: center;
    min-height: 4rem;
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 3.25rem;
    font-weight: 500;
    line-height: 1;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: lining-nums tabular-nums;
  }
`;

/**
 * Dashboard Overview: two count cards, 'Pending Requests' and 'Approved Requests', each with a
 * spinner while loading; on failure the red text replaces them. The panel's first screen: a
 * page the server drew for the admin has the counts in it already.
 */
export function DashboardOverview() {
  const { state, retry } = useLoad(fetchMembershipStats, { firstScreen: STATS_FIRST_SCREEN });
  if (state.status === 'error') return <LoadFailed message={OVERVIEW_LOAD_FAILED} onRetry={retry} />;
  const stats = state.status === 'loaded' ? state.data : null;
  const cards = [
    { label: 'Pending Requests', count: stats?.pending },
    { label: 'Approved Requests', count: stats?.approved },
  ];
  return (
    <Cards aria-busy={stats ? undefined : true}>
      {cards.map(({ label, count }) => (
        <Card key={label}>
          <dt>{label}</dt>
          <dd>{count === undefined ? <Spinner label={`Loading ${label.toLowerCase()}`} size="lg" /> : count}</dd>
        </Card>
      ))}
    </Cards>
  );
}
