// How the section words the applications naming the member and their answers: pure, so tested alone.
import type { SponsorDecision, Sponsorship } from 'shared';

export const SPONSORSHIPS_TITLE = 'Applications naming you';
export const NO_SPONSORSHIPS = 'No applications name you.';
export const SPONSORSHIPS_LOAD_FAILED = 'Failed to load the applications naming you';
export const ANSWER_FAILED = 'Failed to send your answer. Please try again.';
export const NOTE_LABEL = 'Note for the committee (optional)';
export const DECIDED = 'The committee has decided on this application.';
/** A 409 without a message of the server's. */
export const ALREADY_DECIDED = 'The committee has already decided on this application.';
/** A 404: the application is no longer there for the member (withdrawn, erased). */
export const APPLICATION_GONE = 'This application is no longer open to your answer.';

/** Each answer's button, and its text while it is sent. */
export const DECISION_BUTTON: Record<SponsorDecision, { label: string; busy: string }> = {
  endorse: { label: 'Endorse', busy: 'Endorsing...' },
  decline: { label: 'Decline', busy: 'Declining...' },
};

/**
 * Where the member's answer stands: 'Awaiting your answer', 'You endorsed this application',
 * 'You declined to endorse'; 'You did not answer' once the committee decided without it.
 */
export function sponsorshipStatusText({ status, decided }: Pick<Sponsorship, 'status' | 'decided'>): string {
  if (status === 'endorsed') return 'You endorsed this application';
  if (status === 'declined') return 'You declined to endorse';
  return decided ? 'You did not answer' : 'Awaiting your answer';
}

/**
 * The toast once the server has the answer, from the application as it answered: 'You endorsed
 * Grace Hopper’s application', 'You declined to endorse Grace Hopper'.
 */
export function answeredText({ status, applicantName }: Pick<Sponsorship, 'status' | 'applicantName'>): string {
  if (status === 'endorsed') return `You endorsed ${applicantName}’s application`;
  if (status === 'declined') return `You declined to endorse ${applicantName}`;
  return 'Your answer is saved';
}
