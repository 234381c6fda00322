import { useCallback } from 'react';
import { notifyError, serverMessage, useLoad, type Attendees, type Load } from 'shared';
import { useRowCalls } from '../../lib/use-row-calls';
import { CHECK_IN_FAILED } from './dinner-words';
import { checkIn, fetchAttendees } from './dinners-api';

export interface AttendeesLoad extends Load<Attendees> {
  /** The check-in on its way, by member. */
  busy: ReadonlyMap<string, 'check-in'>;
  /** Marks the member let in at the door, or not; the row changes when the server said so. */
  setCheckedIn: (userId: string, attended: boolean) => Promise<void>;
}

/** A dinner's attendees (confirmed parties and the waitlist) and their check-in at the door. */
export function useAttendees(dinnerId: string): AttendeesLoad {
  const load = useCallback((signal: AbortSignal) => fetchAttendees(dinnerId, signal), [dinnerId]);
  const loaded = useLoad(load);
  const { update } = loaded;
  const { busy, run } = useRowCalls<'check-in'>();

  const setCheckedIn = useCallback(async (userId: string, attended: boolean) => {
    let refusal: unknown;
    await run(userId, 'check-in', async () => {
      try {
        const attendee = await checkIn(dinnerId, userId, attended);
        update((current) => ({ ...current, confirmed: current.confirmed.map((item) => (item.userId === userId ? attendee : item)) }));
      } catch (error) {
        refusal = error;
        throw error;
      }
    }, (done) => {
      if (done) return;
      const message = serverMessage(refusal);
      notifyError(typeof message === 'string' ? message : CHECK_IN_FAILED);
    });
  }, [dinnerId, run, update]);

  return { ...loaded, busy, setCheckedIn };
}
