/** The signed-in user as the API returns it (login's and me's `data`, edit-profile's `user`). */
export interface User {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  profilePicture: string | null;
  createdAt: string;
  isAdmin: boolean;
}

export type Role = 'admin' | 'user';

export function roleOf(user: Pick<User, 'isAdmin'>): Role {
  return user.isAdmin ? 'admin' : 'user';
}

/** A field error as the API sends it in a 400's `message` list. */
export interface FieldError {
  field: string;
  message: string;
}
