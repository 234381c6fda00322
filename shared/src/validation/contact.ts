// The contact form's rules (spec.md sections 3 and 5), run by the form on change and blur and by
// the API on every message it stores.
import {
  type FieldErrors, FULL_NAME_MAX_LENGTH, FULL_NAME_MIN_LENGTH, isBlank, isEmail,
  isStrictPhone, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH,
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
  fullNameRequired: 'Full name is required',
  fullNameTooShort: `Full name must be at least ${FULL_NAME_MIN_LENGTH} characters`,
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
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
    case 'fullName': {
      const name = values.fullName.trim();
      if (!name) return m.fullNameRequired;
      if (name.length < FULL_NAME_MIN_LENGTH) return m.fullNameTooShort;
      if (name.length > FULL_NAME_MAX_LENGTH) return m.fullNameTooLong;
      return null;
    }
    case 'email':
      if (isBlank(values.email)) return m.emailRequired;
      return isEmail(values.email) ? null : m.emailInvalid;
    case 'phone':
      return isBlank(values.phone) || isStrictPhone(values.phone) ? null : m.phoneInvalid;
    case 'interest':
      return isInterest(values.interest) ? null : m.interestInvalid;
    case 'message': {
      const text = values.message.trim();
      if (!text) return m.messageRequired;
      if (text.length < MESSAGE_MIN_LENGTH) return m.messageTooShort;
      if (text.length > MESSAGE_MAX_LENGTH) return m.messageTooLong;
      return null;
    }
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
