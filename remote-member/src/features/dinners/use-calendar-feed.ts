import { useCallback, useState } from 'react';
import { notifyError, notifySuccess, serverMessage, useLoad, type CalendarFeed, type Load } from 'shared';
import { fetchCalendarFeed, resetCalendarFeed } from './dinners-api';

export const FEED_LOAD_FAILED = 'Failed to load your calendar link';
export const FEED_RESET = 'Your calendar link has been reset. Subscribe again with the new one.';
export const FEED_RESET_FAILED = 'Failed to reset your calendar link';

export interface CalendarFeedLoad extends Load<CalendarFeed> {
  resetting: boolean;
  /** Replaces the links; the old ones stop working. Resolves true when the server did it. */
  reset: () => Promise<boolean>;
}

/** The member's calendar feed links, and their reset. */
export function useCalendarFeed(): CalendarFeedLoad {
  const loaded = useLoad(fetchCalendarFeed);
  const { update } = loaded;
  const [resetting, setResetting] = useState(false);
  const reset = useCallback(async () => {
    setResetting(true);
    try {
      const feed = await resetCalendarFeed();
      update(() => feed);
      notifySuccess(FEED_RESET);
      return true;
    } catch (error) {
      const message = serverMessage(error);
      notifyError(typeof message === 'string' ? message : FEED_RESET_FAILED);
      return false;
    } finally {
      setResetting(false);
    }
  }, [update]);
  return { ...loaded, resetting, reset };
}
