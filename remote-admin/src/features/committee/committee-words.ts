// How the committee's votes and the sponsors' answers read, in the pending list and the detail
// dialog: pure, so tested alone.
import type { AdmissionProgress, CommitteeVote, SponsorshipStatus } from 'shared';

export const VOTE_WORDS: Record<CommitteeVote, string> = { yes: 'Yes', no: 'No', abstain: 'Abstain' };

export const SPONSOR_STATUS_WORDS: Record<SponsorshipStatus, string> = {
  requested: 'Not answered yet',
  endorsed: 'Endorsed',
  declined: 'Declined',
};

/** The votes in one line: '2 yes · 1 no · 0 abstain'. */
export const votesText = ({ yes, no, abstain }: AdmissionProgress['votes']): string => `${yes} yes · ${no} no · ${abstain} abstain`;

/** The sponsors' answers in one line, 'Sponsors: 1 of 2 endorsed'; '' when the applicant named none. */
export function sponsorsText({ requested, endorsed, declined }: AdmissionProgress['endorsements']): string {
  const named = requested + endorsed + declined;
  return named ? `Sponsors: ${endorsed} of ${named} endorsed` : '';
}
