import { useCallback } from 'react';
import { useLoad, type ApplicationStatus, type Load } from 'shared';
import { fetchApplicationStatus } from './fetch-application-status';

/**
 * The status of the application of the link's `token`: loading, then loaded (null: the API knows
 * no such application) or error. It loads in the browser only: a page the server draws shows
 * loading, and so does the browser's first render, which hydrates it.
 */
export function useApplicationStatus(token: string): Load<ApplicationStatus | null> {
  const load = useCallback((signal: AbortSignal) => fetchApplicationStatus(token, signal), [token]);
  return useLoad(load);
}
