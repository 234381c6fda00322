import { api, REQUEST_TIMEOUT_MS, toContactMessage, type ContactValues } from 'shared';

/** What POST /user/auth/contact answers. */
export interface ContactReply {
  success?: boolean;
  message?: string;
}

/** POST /user/auth/contact with the trimmed message, the empty optional phone left out. */
export async function sendContactMessage(values: ContactValues): Promise<ContactReply> {
  const reply = await api()
    .post('user/auth/contact', { json: toContactMessage(values), timeout: REQUEST_TIMEOUT_MS.write })
    .json<unknown>();
  return reply !== null && typeof reply === 'object' ? (reply) : {};
}
