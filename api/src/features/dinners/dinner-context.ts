// What the dinner feature's logic needs from the server, and its clock.
import type { AppContext } from '../../app/app-context';
import type { DinnerMailContext } from './dinner-mail';

export type DinnerContext = Pick<AppContext, 'config' | 'db' | 'engine' | 'mailOutbox'>;

/** The context of the mails written at `now`. */
export const mailContextOf = (ctx: DinnerContext, now: Date): DinnerMailContext => ({
  siteUrl: ctx.config.siteUrl,
  clubEmail: ctx.config.clubEmail,
  now,
});
