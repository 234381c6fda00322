import { Button, Spinner, type SectionEstimate } from 'shared';
import styled from 'styled-components';
import { CardGrid, Eyebrow, Inner, Lead, Section, SectionHead, SectionTitle } from '../dashboard/dashboard-layout';
import { SponsorshipCard } from './sponsorship-card';
import { NO_SPONSORSHIPS, SPONSORSHIPS_LOAD_FAILED, SPONSORSHIPS_TITLE } from './sponsorship-words';
import { useSponsorships } from './use-sponsorships';

/** How tall the section is with one application (its height stands in until it is rendered). */
const ESTIMATE: SectionEstimate = [740, 740];

const Notice = styled.div`
  display: grid;
  place-items: center;
  gap: 1rem;
  min-height: 7rem;
  padding: 1.5rem 1rem;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};

  p { margin: 0; }
  .failure { font-weight: 600; color: ${({ theme }) => theme.color.danger}; }
  .empty {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.125rem;
    font-style: italic;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/**
 * 'Applications naming you' on the dashboard: the applications whose applicant named the member
 * as someone who knows them, newest first, each to endorse or decline until the committee
 * decides. It loads on its own: its spinner, failure and empty state leave the rest of the
 * dashboard alone. Shown when empty too, so members learn that applicants may name them.
 */
export function SponsorshipsSection() {
  const { state, retry, refresh, replace } = useSponsorships();

  let content;
  if (state.status === 'loading') {
    content = <Notice><Spinner label="Loading applications" size="lg" /></Notice>;
  } else if (state.status === 'error') {
    content = (
      <Notice>
        <p className="failure" role="alert">{SPONSORSHIPS_LOAD_FAILED}</p>
        <Button variant="secondary" onClick={retry}>Try again</Button>
      </Notice>
    );
  } else if (state.data.length === 0) {
    content = <Notice><p className="empty">{NO_SPONSORSHIPS}</p></Notice>;
  } else {
    content = (
      <CardGrid aria-labelledby="sponsorships-title">
        {state.data.map((sponsorship) => (
          <SponsorshipCard key={sponsorship.id} sponsorship={sponsorship} onAnswered={replace} onStale={refresh} />
        ))}
      </CardGrid>
    );
  }

  return (
    <Section $estimate={ESTIMATE} aria-labelledby="sponsorships-title" aria-busy={state.status === 'loading' || undefined}>
      <Inner>
        <SectionHead>
          <div>
            <Eyebrow>Sponsorship</Eyebrow>
            <SectionTitle id="sponsorships-title">{SPONSORSHIPS_TITLE}</SectionTitle>
            <Lead>Applicants may name members who know them. Your answer, and your note if you add one, go to the committee.</Lead>
          </div>
        </SectionHead>
        {content}
      </Inner>
    </Section>
  );
}
