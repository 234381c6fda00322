import type { AdmissionProgress } from 'shared';
import { sponsorsText, votesText } from './committee-words';

/** A pending request's progress in words: the votes, then on a line of its own the sponsors' answers when any were named. */
export function CommitteeProgress({ progress }: { progress: AdmissionProgress }) {
  const sponsors = sponsorsText(progress.endorsements);
  return (
    <>
      {votesText(progress.votes)}
      {sponsors && <><br />{sponsors}</>}
    </>
  );
}
