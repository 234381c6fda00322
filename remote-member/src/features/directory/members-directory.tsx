import { Button, smallCaps, Spinner, type LoadState, type SectionEstimate, type VerifiedMember } from 'shared';
import styled from 'styled-components';
import { Eyebrow, Inner, Section, SectionHead, SectionTitle } from '../dashboard/dashboard-layout';
import { DirectoryBrowser } from './directory-browser';

/** The member dashboard's load failure. */
export const LOAD_FAILED = 'Failed to load dashboard data';

/** How tall the section is with its first page of members (its height stands in until it is rendered). */
const ESTIMATE: SectionEstimate = [1000, 620];

/** The count badge: '{n} Members', '1 Member' for one. */
export function memberCount(n: number): string {
  return n === 1 ? '1 Member' : `${n} Members`;
}

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
`;

const Badge = styled.p`
  margin: 0;
  padding: 0.35rem 0.85rem;
  ${smallCaps}
  letter-spacing: 0.16em;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.brassLight};
  border-radius: ${({ theme }) => theme.radius.pill};
  white-space: nowrap;
`;

const Status = styled.div`
  display: grid;
  place-items: center;
  gap: 1rem;
  min-height: 14rem;
  padding: 2rem 1rem;
  text-align: center;

  p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.danger};
  }
`;

export interface MembersDirectoryProps {
  state: LoadState<VerifiedMember[]>;
  onRetry: () => void;
}

/** 'Members Directory': the count badge, then a spinner, the failure text, or the directory. */
export function MembersDirectory({ state, onRetry }: MembersDirectoryProps) {
  const members: VerifiedMember[] | null = state.status === 'loaded' ? state.data : null;
  return (
    <Section $tone="ivory" $estimate={ESTIMATE} aria-labelledby="directory-title" aria-busy={state.status === 'loading' || undefined}>
      <Inner>
        <SectionHead>
          <div>
            <Eyebrow>Fellow members</Eyebrow>
            <TitleRow>
              <SectionTitle id="directory-title">Members Directory</SectionTitle>
              {members && <Badge>{memberCount(members.length)}</Badge>}
            </TitleRow>
          </div>
        </SectionHead>

        {state.status === 'loading' && (
          <Status>
            <Spinner label="Loading dashboard" size="lg" />
          </Status>
        )}
        {state.status === 'error' && (
          <Status>
            <p role="alert">{LOAD_FAILED}</p>
            <Button variant="secondary" onClick={onRetry}>Try again</Button>
          </Status>
        )}
        {members && <DirectoryBrowser members={members} />}
      </Inner>
    </Section>
  );
}
