import { api, REQUEST_TIMEOUT_MS, type PrivacySettings, type VerifiedMember } from 'shared';
import { toVerifiedMember } from '../directory/fetch-verified-members';

/** The member's choices and their directory entry as other members receive it (null: not listed). */
export interface Privacy {
  settings: PrivacySettings;
  preview: VerifiedMember | null;
}

export const PRIVACY_KEYS = ['listed', 'showEmail', 'showPhone', 'showProfession', 'showSocialLinks', 'showPicture'] as const satisfies readonly (keyof PrivacySettings)[];

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer of GET or PUT /user/privacy; throws when a choice is missing. */
export function toPrivacy(body: unknown): Privacy {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (!data || PRIVACY_KEYS.some((key) => typeof data[key] !== 'boolean')) throw new Error('The privacy answer has no choices');
  const settings = Object.fromEntries(PRIVACY_KEYS.map((key) => [key, data[key] as boolean])) as unknown as PrivacySettings;
  return { settings, preview: isRecord(body) ? toVerifiedMember(body.preview) : null };
}

/** GET /user/privacy: the member's directory choices and the preview of their entry. */
export async function fetchPrivacy(signal?: AbortSignal): Promise<Privacy> {
  return toPrivacy(await api().get('user/privacy', { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>());
}

/** PUT /user/privacy with all six choices: the choices stored and the new preview. Never retried. */
export async function savePrivacy(settings: PrivacySettings): Promise<Privacy> {
  return toPrivacy(await api().put('user/privacy', { json: settings, timeout: REQUEST_TIMEOUT_MS.write }).json<unknown>());
}
