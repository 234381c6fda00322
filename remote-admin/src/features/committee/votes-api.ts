import { api, REQUEST_TIMEOUT_MS, type ApplicationVotes, type VoteBody } from 'shared';

const votesPath = (applicationId: string) => `admin/membership/${encodeURIComponent(applicationId)}/votes`;

/** The answer's votes and endorsements; throws when it has none. */
async function votesOf(answer: Promise<{ data?: ApplicationVotes }>): Promise<ApplicationVotes> {
  const { data } = await answer;
  if (!data?.endorsements) throw new Error('The answer has no votes');
  return data;
}

/** GET /admin/membership/{id}/votes: the committee's votes on an application and its sponsors' answers. */
export function fetchVotes(applicationId: string, signal?: AbortSignal): Promise<ApplicationVotes> {
  return votesOf(api().get(votesPath(applicationId), { timeout: REQUEST_TIMEOUT_MS.load, signal }).json());
}

/**
 * POST /admin/membership/{id}/votes: casts or changes the signed-in admin's vote, and gives the
 * votes as they are now. Rejects on any error (409 once the application is decided). Never retried.
 */
export function castVote(applicationId: string, body: VoteBody): Promise<ApplicationVotes> {
  return votesOf(api().post(votesPath(applicationId), { json: body, timeout: REQUEST_TIMEOUT_MS.write }).json());
}
