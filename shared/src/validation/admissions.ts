// The admissions rules the forms and the API share: the sponsors an applicant names, a sponsor's
// note, a committee member's comment, and the club's admission settings.
import { EMAIL_MAX_LENGTH, isEmail } from './common';

/** Sponsors an application may name. */
export const MAX_SPONSORS = 2;
/** A sponsor's note and a committee member's comment. */
export const ADMISSION_NOTE_MAX_LENGTH = 1000;
export const QUORUM_MAX = 20;
export const SPONSORS_REQUIRED_MAX = MAX_SPONSORS;

export const SPONSOR_MESSAGES = {
  tooMany: `You can name at most ${MAX_SPONSORS} members.`,
  invalid: 'Enter a valid email address.',
  own: 'Name a member other than yourself.',
  duplicate: 'Name two different members.',
} as const;

export const ADMISSION_NOTE_MESSAGES = {
  tooLong: `Note must be at most ${ADMISSION_NOTE_MAX_LENGTH} characters`,
} as const;

export const COMMENT_MESSAGES = {
  tooLong: `Comment must be at most ${ADMISSION_NOTE_MAX_LENGTH} characters`,
} as const;

export const ADMISSION_SETTINGS_MESSAGES = {
  quorum: `Quorum must be a whole number from 0 to ${QUORUM_MAX}`,
  sponsorsRequired: `Sponsors required must be a whole number from 0 to ${SPONSORS_REQUIRED_MAX}`,
} as const;

const emailKey = (value: string) => value.trim().toLowerCase();

/**
 * The problem with each sponsor address, by position (null: none), given the applicant's own
 * e-mail. Blank entries are for the caller to leave out (the form omits an empty field).
 */
export function sponsorProblems(sponsors: readonly string[], applicantEmail: string): (string | null)[] {
  const seen = new Set<string>();
  return sponsors.map((sponsor) => {
    const key = emailKey(sponsor);
    if (key.length > EMAIL_MAX_LENGTH || !isEmail(key)) return SPONSOR_MESSAGES.invalid;
    if (key === emailKey(applicantEmail)) return SPONSOR_MESSAGES.own;
    if (seen.has(key)) return SPONSOR_MESSAGES.duplicate;
    seen.add(key);
    return null;
  });
}

/** The first problem with an application's sponsor list (the API's field message), or null. */
export function sponsorListProblem(sponsors: readonly string[], applicantEmail: string): string | null {
  if (sponsors.length > MAX_SPONSORS) return SPONSOR_MESSAGES.tooMany;
  return sponsorProblems(sponsors, applicantEmail).find((problem) => problem !== null) ?? null;
}

/** A sponsor's note or a committee member's comment: optional, at most 1,000 characters. */
export function admissionNoteTooLong(text: string | null | undefined): boolean {
  return (text ?? '').trim().length > ADMISSION_NOTE_MAX_LENGTH;
}

/** The problems with admission settings, by field (none: empty). */
export function admissionSettingsProblems(settings: { quorum: unknown; sponsorsRequired: unknown }): {
  quorum?: string;
  sponsorsRequired?: string;
} {
  const inRange = (value: unknown, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
  return {
    ...(!inRange(settings.quorum, QUORUM_MAX) && { quorum: ADMISSION_SETTINGS_MESSAGES.quorum }),
    ...(!inRange(settings.sponsorsRequired, SPONSORS_REQUIRED_MAX) && { sponsorsRequired: ADMISSION_SETTINGS_MESSAGES.sponsorsRequired }),
  };
}
