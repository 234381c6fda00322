import { api, type MembershipApplication } from 'shared';

/** The client has no default timeout (spec.md section 7); a hung submission gives up after this. */
export const SUBMIT_APPLICATION_TIMEOUT_MS = 20_000;

/** POST /user/membership/create (spec.md section 7). The success body is not used. */
export async function submitApplication(application: MembershipApplication): Promise<void> {
  await api().post('user/membership/create', { json: application, timeout: SUBMIT_APPLICATION_TIMEOUT_MS });
}
