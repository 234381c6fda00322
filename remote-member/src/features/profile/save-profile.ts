import { api, REQUEST_TIMEOUT_MS, type ProfileEdit, type User } from 'shared';

const isUser = (value: unknown): value is User =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/**
 * POST /user/auth/edit-profile with the session's bearer token when there is one (the session
 * cookie goes along too). Gives the updated user, or null if the answer has none. A save that
 * hangs ends in the failure text rather than 'Saving...' for ever.
 */
export async function saveProfile(edit: ProfileEdit, token: string | null): Promise<User | null> {
  const reply = await api()
    .post('user/auth/edit-profile', {
      json: edit,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      timeout: REQUEST_TIMEOUT_MS.write,
    })
    .json<unknown>();
  const user = typeof reply === 'object' && reply !== null ? (reply as { user?: unknown }).user : undefined;
  return isUser(user) ? user : null;
}
