import { api, REQUEST_TIMEOUT_MS, type MembershipApplication } from 'shared';

/** POST /user/membership/create. The success body is not used. */
export async function submitApplication(application: MembershipApplication): Promise<void> {
  await api().post('user/membership/create', { json: application, timeout: REQUEST_TIMEOUT_MS.write });
}
