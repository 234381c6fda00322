import { api, REQUEST_TIMEOUT_MS, type AdmissionSettings } from 'shared';

const SETTINGS_PATH = 'admin/admissions/settings';

/** The answer's settings; throws when it has none. */
async function settingsOf(answer: Promise<{ data?: AdmissionSettings }>): Promise<AdmissionSettings> {
  const { data } = await answer;
  if (!data) throw new Error('The answer has no settings');
  return data;
}

/** GET /admin/admissions/settings: the yes votes and the sponsor endorsements an acceptance needs. */
export function fetchAdmissionSettings(signal?: AbortSignal): Promise<AdmissionSettings> {
  return settingsOf(api().get(SETTINGS_PATH, { timeout: REQUEST_TIMEOUT_MS.load, signal }).json());
}

/** PUT /admin/admissions/settings: sets the rules and gives them back. Rejects on any error (a 400 names the field). */
export function saveAdmissionSettings(settings: AdmissionSettings): Promise<AdmissionSettings> {
  return settingsOf(api().put(SETTINGS_PATH, { json: settings, timeout: REQUEST_TIMEOUT_MS.write }).json());
}
