import { api, httpStatusOf, REQUEST_TIMEOUT_MS, type ApplicationStatus } from 'shared';
import { isApplicationStage } from './application-stages';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * An application's status as the page uses it (only the fields it shows), or null for anything
 * that is not one.
 */
export function toApplicationStatus(value: unknown): ApplicationStatus | null {
  if (!isRecord(value) || !isApplicationStage(value.stage) || typeof value.submittedAt !== 'string') return null;
  const { sponsors } = value;
  if (!isRecord(sponsors) || !isCount(sponsors.requested) || !isCount(sponsors.endorsed)) return null;
  return {
    stage: value.stage,
    submittedAt: value.submittedAt,
    sponsors: { requested: sponsors.requested, endorsed: sponsors.endorsed },
  };
}

/**
 * GET /membership/status/{token}: where the application of the link's token stands (`data`), or
 * null when the API knows no such application (404). Gives up after REQUEST_TIMEOUT_MS.load;
 * rejects on any other error, a time-out, an abort or an answer that is no status.
 */
export async function fetchApplicationStatus(token: string, signal?: AbortSignal): Promise<ApplicationStatus | null> {
  let body: unknown;
  try {
    body = await api()
      .get(`membership/status/${encodeURIComponent(token)}`, { timeout: REQUEST_TIMEOUT_MS.load, signal })
      .json<unknown>();
  } catch (error) {
    if (httpStatusOf(error) === 404) return null;
    throw error;
  }
  const status = toApplicationStatus(isRecord(body) ? body.data : undefined);
  if (!status) throw new Error('The status answer holds no application status');
  return status;
}
