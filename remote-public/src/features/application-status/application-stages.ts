// The four steps of an application as its applicant's status page names them, and what the page
// says about the step the application is at. Nothing here names a voter, shows a vote, or tells a
// decision beyond its having been made: the decision itself goes to the applicant by e-mail.
import type { ApplicationStage, ApplicationStatus } from 'shared';

/** The steps, in the order an application goes through them. */
export const APPLICATION_STAGES = ['received', 'sponsors', 'committee', 'decided'] as const satisfies readonly ApplicationStage[];

/** Each step's name in the list of steps. */
export const STAGE_NAMES: Record<ApplicationStage, string> = {
  received: 'Received',
  sponsors: 'Sponsors',
  committee: 'Committee review',
  decided: 'Decision',
};

export const isApplicationStage = (value: unknown): value is ApplicationStage =>
  APPLICATION_STAGES.some((stage) => stage === value);

/** What the page says about where the application stands, one sentence each. */
export function stageSentences({ stage, sponsors }: ApplicationStatus): string[] {
  switch (stage) {
    case 'received':
      return ['We have received your application. The membership committee will review it soon.'];
    case 'sponsors':
      return [
        'We have asked the members you named to vouch for you.',
        `${sponsors.endorsed} of ${sponsors.requested} have endorsed your application so far.`,
      ];
    case 'committee':
      return ['The membership committee is reviewing your application.'];
    case 'decided':
      return ['A decision has been made. We have sent it to you by e-mail.'];
  }
}
