// The member's calls about the applications naming them as a sponsor. The read gives up after
// REQUEST_TIMEOUT_MS.load, an answer after REQUEST_TIMEOUT_MS.write (never retried).
import {
  api, REQUEST_TIMEOUT_MS, type Sponsorship, type SponsorshipBody, type SponsorshipStatus,
} from 'shared';

type Raw = Record<string, unknown>;

const STATUSES: readonly SponsorshipStatus[] = ['requested', 'endorsed', 'declined'];

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStatus = (value: unknown): value is SponsorshipStatus => STATUSES.includes(value as SponsorshipStatus);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** One application as the section uses it, or null for something that is not one. A blank note is no note. */
export function toSponsorship(value: unknown): Sponsorship | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const applicantName = text(value.applicantName);
  if (!id || !applicantName || !isStatus(value.status) || typeof value.submittedAt !== 'string') return null;
  return {
    id,
    applicantName,
    submittedAt: value.submittedAt,
    status: value.status,
    note: text(value.note),
    decided: value.decided === true,
  };
}

/**
 * GET /user/sponsorships: the applications naming the signed-in member, newest first (the API's
 * order). Rejects on an error, a time-out, an abort or an answer without a list.
 */
export async function fetchSponsorships(signal?: AbortSignal): Promise<Sponsorship[]> {
  const body = await api().get('user/sponsorships', { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  const list = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(list)) throw new Error('The sponsorships answer has no list');
  return list.map(toSponsorship).filter((item): item is Sponsorship => item !== null);
}

/**
 * POST /user/sponsorships/:id { decision, note? }: the application as it is after the answer.
 * Rejects on any error: 409 once the application is decided, 404 for one that is not the member's,
 * 400 with field messages for a bad body.
 */
export async function answerSponsorship(id: string, body: SponsorshipBody): Promise<Sponsorship> {
  const answer = await api()
    .post(`user/sponsorships/${encodeURIComponent(id)}`, { json: body, timeout: REQUEST_TIMEOUT_MS.write })
    .json<unknown>();
  const sponsorship = toSponsorship(isRecord(answer) ? answer.data : undefined);
  if (!sponsorship) throw new Error('The sponsorship answer has no application');
  return sponsorship;
}
