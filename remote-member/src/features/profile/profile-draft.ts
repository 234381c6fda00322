import type { ProfileEdit, User } from 'shared';

/** What the member types in the Edit Profile modal. */
export interface ProfileDraft {
  fullName: string;
  phone: string;
}

/** The file chooser takes images only; the storage refuses SVG. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** The storage's size limit (5 MB): a bigger file would only fail to upload. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export const PICTURE_MESSAGES = {
  notAnImage: 'Choose a PNG, JPEG, WebP or GIF image.',
  tooLarge: 'The picture must be 5 MB or smaller.',
} as const;

/** The modal's starting values: the member's current name and phone. */
export function draftOf(user: Pick<User, 'fullName' | 'phone'>): ProfileDraft {
  return { fullName: user.fullName, phone: user.phone ?? '' };
}

/**
 * Nothing to save when the trimmed name and phone equal the current values and no new picture
 * was chosen.
 */
export function isUnchanged(draft: ProfileDraft, user: Pick<User, 'fullName' | 'phone'>, file: File | null): boolean {
  return file === null
    && draft.fullName.trim() === user.fullName.trim()
    && draft.phone.trim() === (user.phone ?? '').trim();
}

/** Why a chosen file cannot be a profile picture, or undefined when it can. */
export function pictureProblem(file: File): string | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return PICTURE_MESSAGES.notAnImage;
  if (file.size > MAX_PICTURE_BYTES) return PICTURE_MESSAGES.tooLarge;
  return undefined;
}

/** The payload of POST /user/auth/edit-profile: trimmed values, an empty phone as null. */
export function toProfileEdit(draft: ProfileDraft, profilePicture: string | null): ProfileEdit {
  const phone = draft.phone.trim();
  return { fullName: draft.fullName.trim(), phone: phone === '' ? null : phone, profilePicture };
}
