// Small building blocks the contact and application rules share.

/** Full name: 3 to 100 characters; message: 10 to 1000. */
export const FULL_NAME_MIN_LENGTH = 3;
export const FULL_NAME_MAX_LENGTH = 100;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 1000;
/** Longest e-mail address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** A phone number as typed, with room for spaces and dashes around its 7-15 digits. */
export const PHONE_MAX_LENGTH = 24;
/** Each long answer of the application, and the profession detail. */
export const LONG_TEXT_MAX_LENGTH = 1000;
export const SHORT_TEXT_MAX_LENGTH = 100;
export const URL_MAX_LENGTH = 200;

/** The full-name messages of the contact form and the profile edit (the application words its own). */
export const FULL_NAME_MESSAGES = {
  required: 'Full name is required',
  tooShort: `Full name must be at least ${FULL_NAME_MIN_LENGTH} characters`,
  tooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
} as const;

/**
 * An address mail servers accept: an ASCII dot-atom local part (RFC 5322 atext, at most 64
 * characters) and a host name of letter/digit/hyphen labels ending in a 2-63 letter top-level
 * domain. Quotes, commas, semicolons and non-ASCII letters, which the mailer would refuse, fail.
 */
const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** The strict phone rule: an optional + then 7 to 15 digits and nothing else. */
const STRICT_PHONE_PATTERN = /^\+?\d{7,15}$/;
/** The looser on-blur phone rule: digits, spaces, dashes and parentheses, an optional leading +. */
const LOOSE_PHONE_PATTERN = /^\+?[\d\s()-]+$/;

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

export function isStrictPhone(value: string): boolean {
  return STRICT_PHONE_PATTERN.test(value.trim());
}

/** A typed phone number without the spaces, dashes and parentheses people write it with. */
export function normalizePhone(value: string): string {
  return value.trim().replace(/[\s()-]/g, '');
}

export function isLoosePhone(value: string): boolean {
  return LOOSE_PHONE_PATTERN.test(value.trim());
}

/**
 * A phone number as people type it: at most PHONE_MAX_LENGTH characters, and once the spaces,
 * dashes and parentheses are dropped, the strict rule (7-15 digits, optional +).
 */
export function isTypedPhone(value: string): boolean {
  return value.length <= PHONE_MAX_LENGTH && isStrictPhone(normalizePhone(value));
}

/**
 * The problem with a required text, measured trimmed: `messages.required` when it is blank,
 * `tooShort` under `min` characters (`required` if there is no `tooShort`), `tooLong` over
 * `max`; null when it fits.
 */
export function requiredTextProblem(
  value: string | null | undefined,
  { min = 0, max }: { min?: number; max: number },
  messages: { required: string; tooShort?: string; tooLong: string },
): string | null {
  const text = (value ?? '').trim();
  if (!text) return messages.required;
  if (text.length < min) return messages.tooShort ?? messages.required;
  return text.length > max ? messages.tooLong : null;
}

/** `value` parsed as an https URL on one of `hosts` (or their subdomains when allowed). */
function httpsUrlOn(value: string, hosts: readonly string[], subdomains: boolean): URL | null {
  const trimmed = value.trim();
  if (trimmed.length > URL_MAX_LENGTH) return null;
  // The URL parser forgives what the sent text would keep: a missing '//', backslashes for
  // slashes, tabs and newlines dropped, spaces escaped. Accept only text that is already the URL.
  if (!/^https:\/\//i.test(trimmed) || /[\s\\]/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const known = hosts.some((h) => host === h || (subdomains && host.endsWith(`.${h}`)));
  return known ? url : null;
}

/** Instagram's own first path segments: posts, reels, stories and pages that are not profiles. */
const INSTAGRAM_RESERVED = new Set([
  'p', 'reel', 'reels', 'tv', 'stories', 'explore', 'accounts', 'direct', 'about', 'legal',
  'developer', 'web', 'challenge', 'emails', 'session',
]);

/**
 * https://(www.)instagram.com/<handle>[/]: a profile, not a post or a page of Instagram's own.
 * A query (share links carry one) is allowed, a #fragment is not.
 */
export function isInstagramProfileUrl(value: string): boolean {
  const url = httpsUrlOn(value, ['instagram.com', 'www.instagram.com'], false);
  if (!url || url.hash) return false;
  const handle = /^\/([A-Za-z0-9._]{1,30})\/?$/.exec(url.pathname)?.[1];
  return handle !== undefined && !INSTAGRAM_RESERVED.has(handle.toLowerCase());
}

/** https://(*.)linkedin.com/in/<id>[/] or /company/<id>[/]. */
export function isLinkedInProfileUrl(value: string): boolean {
  const url = httpsUrlOn(value, ['linkedin.com'], true);
  return url !== null && !url.hash && /^\/(in|company)\/[A-Za-z0-9%_.-]{1,100}\/?$/.test(url.pathname);
}

/** Field name -> message, only for the fields that have a problem. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The errors as the API's 400 list, in field order. */
export function toFieldErrorList<Field extends string>(
  errors: FieldErrors<Field>,
): { field: Field; message: string }[] {
  return (Object.entries(errors) as [Field, string | undefined][])
    .filter((entry): entry is [Field, string] => Boolean(entry[1]))
    .map(([field, message]) => ({ field, message }));
}
