import { Button, Spinner, type SectionEstimate } from 'shared';
import { CardGrid, Eyebrow, Inner, Lead, Section, SectionHead, SectionNotice, SectionTitle } from '../dashboard/dashboard-layout';
import { SponsorshipCard } from './sponsorship-card';
import { NO_SPONSORSHIPS, SPONSORSHIPS_LOAD_FAILED, SPONSORSHIPS_TITLE } from './sponsorship-words';
import { useSponsorships } from './use-sponsorships';

/** How tall the section is with one application (its height stands in until it is rendered). */
const ESTIMATE: SectionEstimate = [740, 740];

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
    content = <SectionNotice><Spinner label="Loading applications" size="lg" /></SectionNotice>;
  } else if (state.status === 'error') {
    content = (
      <SectionNotice>
        <p className="failure" role="alert">{SPONSORSHIPS_LOAD_FAILED}</p>
        <Button variant="secondary" onClick={retry}>Try again</Button>
      </SectionNotice>
    );
  } else if (state.data.length === 0) {
    content = <SectionNotice><p className="empty">{NO_SPONSORSHIPS}</p></SectionNotice>;
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
