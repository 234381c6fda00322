import { api, toContactMessage, type ContactValues } from 'shared';

/** What POST /user/auth/contact answers (spec.md section 7). */
export interface ContactReply {
  success?: boolean;
  message?: string;
}

/** The client has no default timeout (spec.md section 7): a hung API ends in an error toast. */
export const CONTACT_TIMEOUT_MS = 20_000;

/** POST /user/auth/contact with the trimmed message, the empty optional phone left out. */
export async function sendContactMessage(values: ContactValues): Promise<ContactReply> {
  const reply = await api()
    .post('user/auth/contact', { json: toContactMessage(values), timeout: CONTACT_TIMEOUT_MS })
    .json<unknown>();
  return reply !== null && typeof reply === 'object' ? (reply as ContactReply) : {};
}
