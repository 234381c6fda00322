/** The signed-in user as the API returns it (login's and me's `data`, edit-profile's `user`). */
export interface User {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  profilePicture: string | null;
  createdAt: string;
  isAdmin: boolean;
  /**
   * Where the user's second factors stand. Sent by every sign-in and by /auth/me; absent only on a
   * user restored from the browser's storage that the server has not confirmed yet.
   */
  mfa?: MfaStatus;
}

/** The second factors of the signed-in user. */
export interface MfaStatus {
  /** An authenticator app (TOTP) is on. */
  totp: boolean;
  /** How many passkeys the user has. */
  passkeys: number;
  /** Unused recovery codes. */
  recoveryCodesLeft: number;
  /** An administrator who must set up a second factor before any admin data is shown. */
  enrolmentRequired: boolean;
}

export type Role = 'admin' | 'user';

export function roleOf(user: Pick<User, 'isAdmin'>): Role {
  return user.isAdmin ? 'admin' : 'user';
}

/**
 * Who a page is drawn for: the role of the request's session, as the server confirmed it for
 * that very request, and its user when the server has it (a render service of its own knows
 * only the role).
 */
export interface PageViewer {
  role: Role;
  user?: User;
}

/** A field error as the API sends it in a 400's `message` list. */
export interface FieldError {
  field: string;
  message: string;
}
