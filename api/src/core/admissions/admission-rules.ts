// Whether an application may be accepted under the club's rules: with a quorum N, at least N yes
// votes and more yes than no votes; with K sponsors required, at least K endorsements. The
// answer says what is missing, in the admin's words. A rejection is always possible.
import type { AdmissionSettings } from 'shared/types';

export interface AdmissionTally {
  yes: number;
  no: number;
  endorsed: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What an acceptance lacks under `settings`, or null when it may go ahead. */
export function acceptanceProblem(settings: AdmissionSettings, tally: AdmissionTally): string | null {
  const problems: string[] = [];
  if (settings.quorum > 0) {
    if (tally.yes < settings.quorum) {
      problems.push(`The committee has not reached its quorum: ${plural(settings.quorum, 'yes vote', 'yes votes')} needed, ${tally.yes} so far.`);
    } else if (tally.yes <= tally.no) {
      problems.push(`The committee needs more yes than no votes: ${tally.yes} yes, ${tally.no} no.`);
    }
  }
  if (settings.sponsorsRequired > 0 && tally.endorsed < settings.sponsorsRequired) {
    problems.push(
      `The application needs ${plural(settings.sponsorsRequired, 'sponsor endorsement', 'sponsor endorsements')}: ${tally.endorsed} so far.`,
    );
  }
  return problems.length > 0 ? problems.join(' ') : null;
}
