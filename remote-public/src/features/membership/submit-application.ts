import { api, REQUEST_TIMEOUT_MS, type MembershipApplication } from 'shared';

/**
 * The body of POST /user/membership/create: the application, and the e-mails of the members the
 * applicant names as sponsors (left out when none is named).
 */
export type ApplicationBody = MembershipApplication & { sponsors?: string[] };

/** POST /user/membership/create. The success body is not used. */
export async function submitApplication(application: ApplicationBody): Promise<void> {
  await api().post('user/membership/create', { json: application, timeout: REQUEST_TIMEOUT_MS.write });
}
