import { useCallback } from 'react';
import { Button, Spinner, useLoad } from 'shared';
import { Entries, Entry, Failed, Quiet } from '../member-detail/review-layout';
import { SPONSOR_STATUS_WORDS, VOTE_WORDS, votesText } from './committee-words';
import { VoteForm } from './vote-form';
import { fetchVotes } from './votes-api';

export const VOTES_LOAD_FAILED = 'Failed to load the votes';
export const NO_SPONSORS = 'No sponsors named.';
export const NO_VOTES_YET = 'No votes yet.';

export interface CommitteePartProps {
  applicationId: string;
  /** The signed-in admin: their own vote fills the form. */
  adminId: string;
  /** The admin's vote was saved. */
  onVoted: () => void;
}

/**
 * A pending request's committee: the sponsors' answers, the admins' votes with their totals, and
 * the signed-in admin's own vote to cast or change.
 */
export function CommitteePart({ applicationId, adminId, onVoted }: CommitteePartProps) {
  const { state, retry, update } = useLoad(useCallback((signal: AbortSignal) => fetchVotes(applicationId, signal), [applicationId]));
  if (state.status === 'loading') return <Spinner label="Loading the votes" />;
  if (state.status === 'error') {
    return (
      <>
        <Failed role="alert">{VOTES_LOAD_FAILED}</Failed>
        <Button variant="secondary" size="sm" onClick={retry}>Try again</Button>
      </>
    );
  }
  const { votes, endorsements } = state.data;
  return (
    <>
      <h4>Sponsors</h4>
      {endorsements.length === 0 ? <Quiet>{NO_SPONSORS}</Quiet> : (
        <Entries aria-label="Sponsors">
          {endorsements.map((sponsor) => {
            const who = `${sponsor.sponsorName || sponsor.sponsorEmail} · ${sponsor.isMember ? 'member' : 'not a member'}`;
            return (
              <Entry key={sponsor.sponsorEmail} by={who}>
                <strong>{SPONSOR_STATUS_WORDS[sponsor.status]}</strong>{sponsor.note && ` — ${sponsor.note}`}
              </Entry>
            );
          })}
        </Entries>
      )}
      <h4>Votes: {votesText(state.data)}</h4>
      {votes.length === 0 ? <Quiet>{NO_VOTES_YET}</Quiet> : (
        <Entries aria-label="Votes">
          {votes.map((vote) => (
            <Entry key={vote.adminId} by={vote.adminName || 'An admin'} at={vote.at}>
              <strong>{VOTE_WORDS[vote.vote]}</strong>{vote.comment && ` — ${vote.comment}`}
            </Entry>
          ))}
        </Entries>
      )}
      <VoteForm
        applicationId={applicationId}
        mine={votes.find((vote) => vote.adminId === adminId)}
        onSaved={(next) => {
          update(() => next);
          onVoted();
        }}
      />
    </>
  );
}
