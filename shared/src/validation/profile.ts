// The profile edit's rules, checked by the Edit Profile modal before it sends and by the API.
import {
  type FieldErrors, FULL_NAME_MAX_LENGTH, FULL_NAME_MESSAGES, isBlank, isTypedPhone, requiredTextProblem,
} from './common';

export const PROFILE_MESSAGES = {
  fullNameRequired: FULL_NAME_MESSAGES.required,
  fullNameTooLong: FULL_NAME_MESSAGES.tooLong,
  phoneInvalid: 'Enter a valid phone number (7–15 digits).',
  noChanges: 'No changes detected. Please update at least one field.',
} as const;

export type ProfileField = 'fullName' | 'phone';

/** The problems of the name and phone a member typed (the phone may be empty). */
export function profileErrors(values: { fullName: string; phone: string | null }): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  const nameProblem = requiredTextProblem(values.fullName, { max: FULL_NAME_MAX_LENGTH }, FULL_NAME_MESSAGES);
  if (nameProblem) errors.fullName = nameProblem;
  const phone = values.phone ?? '';
  if (!isBlank(phone) && !isTypedPhone(phone)) errors.phone = PROFILE_MESSAGES.phoneInvalid;
  return errors;
}
