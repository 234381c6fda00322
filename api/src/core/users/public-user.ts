// The user object the API returns (login's `data`, me's `data`, edit-profile's `user`).
import type { User } from './user-repository';

export interface PublicUser {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  profilePicture: string | null;
  createdAt: string;
  isAdmin: boolean;
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    profilePicture: user.profilePicture,
    createdAt: user.createdAt,
    isAdmin: user.isAdmin,
  };
}
