// The contact form's interests and rules, run by the form on change and blur and by the API on
// every message it stores.
import {
  type FieldErrors, FULL_NAME_MAX_LENGTH, FULL_NAME_MESSAGES, FULL_NAME_MIN_LENGTH, isBlank, isEmail,
  isStrictPhone, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, requiredTextProblem,
} from './common';

export const CONTACT_INTERESTS = [
  'General Information',
  'Membership Application',
  'Upcoming Events',
  'Partnership Opportunities',
  'Other',
] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];
export const DEFAULT_CONTACT_INTEREST: ContactInterest = 'General Information';

/** What the form holds and (with an empty phone left out) what it sends. */
export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
}
export type ContactField = keyof ContactValues;
export const CONTACT_FIELDS: readonly ContactField[] = ['fullName', 'email', 'phone', 'interest', 'message'];

/** The body of POST /user/auth/contact. */
export interface ContactMessage {
  fullName: string;
  email: string;
  phone?: string;
  interest: ContactInterest;
  message: string;
}

export const CONTACT_MESSAGES = {
  fullNameRequired: FULL_NAME_MESSAGES.required,
  fullNameTooShort: FULL_NAME_MESSAGES.tooShort,
  fullNameTooLong: FULL_NAME_MESSAGES.tooLong,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneInvalid: 'Invalid phone number (must be 7–15 digits, optional +)',
  interestInvalid: 'Choose one of the listed interests',
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${MESSAGE_MIN_LENGTH} characters long`,
  messageTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  fixErrors: 'Please fix errors before submitting',
} as const;

export const emptyContactValues: ContactValues = {
  fullName: '',
  email: '',
  phone: '',
  interest: DEFAULT_CONTACT_INTEREST,
  message: '',
};

function isInterest(value: string): value is ContactInterest {
  return (CONTACT_INTERESTS as readonly string[]).includes(value);
}

/** The problem with one field, or null. */
export function contactFieldError(field: ContactField, values: ContactValues): string | null {
  const m = CONTACT_MESSAGES;
  switch (field) {
    case 'fullName':
      return requiredTextProblem(values.fullName, { min: FULL_NAME_MIN_LENGTH, max: FULL_NAME_MAX_LENGTH }, FULL_NAME_MESSAGES);
    case 'email':
      if (isBlank(values.email)) return m.emailRequired;
      return isEmail(values.email) ? null : m.emailInvalid;
    case 'phone':
      return isBlank(values.phone) || isStrictPhone(values.phone) ? null : m.phoneInvalid;
    case 'interest':
      return isInterest(values.interest) ? null : m.interestInvalid;
    case 'message':
      return requiredTextProblem(
        values.message,
        { min: MESSAGE_MIN_LENGTH, max: MESSAGE_MAX_LENGTH },
        { required: m.messageRequired, tooShort: m.messageTooShort, tooLong: m.messageTooLong },
      );
  }
}

export function contactErrors(values: ContactValues): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldError(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The body to send: trimmed, the empty optional phone left out. Call only on valid values. */
export function toContactMessage(values: ContactValues): ContactMessage {
  const phone = values.phone.trim();
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    interest: isInterest(values.interest) ? values.interest : DEFAULT_CONTACT_INTEREST,
    message: values.message.trim(),
  };
}
