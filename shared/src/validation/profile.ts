// The profile edit's rules, checked by the Edit Profile modal before it sends and by the API.
import { type FieldErrors, FULL_NAME_MAX_LENGTH, isBlank, isStrictPhone, normalizePhone, PHONE_MAX_LENGTH } from './common';

export const PROFILE_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  phoneInvalid: 'Enter a valid phone number (7–15 digits).',
  noChanges: 'No changes detected. Please update at least one field.',
} as const;

export type ProfileField = 'fullName' | 'phone';

/** The problems of the name and phone a member typed (the phone may be empty). */
export function profileErrors(values: { fullName: string; phone: string | null }): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  const name = values.fullName.trim();
  if (!name) errors.fullName = PROFILE_MESSAGES.fullNameRequired;
  else if (name.length > FULL_NAME_MAX_LENGTH) errors.fullName = PROFILE_MESSAGES.fullNameTooLong;
  const phone = values.phone ?? '';
  if (!isBlank(phone) && (phone.length > PHONE_MAX_LENGTH || !isStrictPhone(normalizePhone(phone)))) {
    errors.phone = PROFILE_MESSAGES.phoneInvalid;
  }
  return errors;
}
