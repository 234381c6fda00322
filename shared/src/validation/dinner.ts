// The rules of a dinner, of a member's reply and of a cancellation, with the API's limits and
// messages (the API answers a 400 with these same texts per field). Times are ISO 8601 texts.
import { requiredTextProblem } from './common';

export const DINNER_LIMITS = {
  titleMax: 120,
  venueMax: 200,
  descriptionMax: 2000,
  capacityMin: 1,
  capacityMax: 500,
  maxGuestsMax: 10,
  dietaryNotesMax: 500,
  cancelReasonMax: 1000,
} as const;

export const DINNER_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${DINNER_LIMITS.titleMax} characters`,
  venueRequired: 'Venue is required',
  venueTooLong: `Venue must be at most ${DINNER_LIMITS.venueMax} characters`,
  descriptionTooLong: `Description must be at most ${DINNER_LIMITS.descriptionMax} characters`,
  startsInPast: 'The dinner must start in the future',
  endsBeforeStart: 'The end must be after the start',
  rsvpClosesAfterStart: 'RSVPs must close at or before the start',
  capacity: `Capacity must be a whole number from ${DINNER_LIMITS.capacityMin} to ${DINNER_LIMITS.capacityMax}`,
  maxGuests: `Guests per member must be a whole number from 0 to ${DINNER_LIMITS.maxGuestsMax}`,
  cancelReasonRequired: 'A reason is required',
  cancelReasonTooLong: `The reason must be at most ${DINNER_LIMITS.cancelReasonMax} characters`,
  dietaryNotesTooLong: `Dietary notes must be at most ${DINNER_LIMITS.dietaryNotesMax} characters`,
} as const;

const isWhole = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

export function dinnerTitleProblem(title: string): string | null {
  return requiredTextProblem(title, { max: DINNER_LIMITS.titleMax }, { required: DINNER_MESSAGES.titleRequired, tooLong: DINNER_MESSAGES.titleTooLong });
}

export function dinnerVenueProblem(venue: string): string | null {
  return requiredTextProblem(venue, { max: DINNER_LIMITS.venueMax }, { required: DINNER_MESSAGES.venueRequired, tooLong: DINNER_MESSAGES.venueTooLong });
}

export function dinnerDescriptionProblem(description: string): string | null {
  return description.trim().length > DINNER_LIMITS.descriptionMax ? DINNER_MESSAGES.descriptionTooLong : null;
}

export function dinnerCapacityProblem(capacity: number): string | null {
  return isWhole(capacity, DINNER_LIMITS.capacityMin, DINNER_LIMITS.capacityMax) ? null : DINNER_MESSAGES.capacity;
}

export function dinnerMaxGuestsProblem(maxGuests: number): string | null {
  return isWhole(maxGuests, 0, DINNER_LIMITS.maxGuestsMax) ? null : DINNER_MESSAGES.maxGuests;
}

export interface DinnerTimes {
  startsAt: string;
  endsAt: string;
  /** When RSVPs close; the start when absent. */
  rsvpClosesAt?: string;
}

/**
 * The problems of a dinner's times taken together, by field: it ends after it starts, RSVPs
 * close at or before the start, and (when `startMustBeAfter` is given: a new dinner, or a new
 * start) it starts after that instant.
 */
export function dinnerTimeProblems(
  times: DinnerTimes,
  startMustBeAfter?: Date,
): Partial<Record<'startsAt' | 'endsAt' | 'rsvpClosesAt', string>> {
  const start = Date.parse(times.startsAt);
  const problems: Partial<Record<'startsAt' | 'endsAt' | 'rsvpClosesAt', string>> = {};
  if (startMustBeAfter && start <= startMustBeAfter.getTime()) problems.startsAt = DINNER_MESSAGES.startsInPast;
  if (Date.parse(times.endsAt) <= start) problems.endsAt = DINNER_MESSAGES.endsBeforeStart;
  if (times.rsvpClosesAt !== undefined && Date.parse(times.rsvpClosesAt) > start) problems.rsvpClosesAt = DINNER_MESSAGES.rsvpClosesAfterStart;
  return problems;
}

/** A member's dietary notes for one dinner: optional, at most 500 characters once trimmed. */
export function dietaryNotesProblem(notes: string): string | null {
  return notes.trim().length > DINNER_LIMITS.dietaryNotesMax ? DINNER_MESSAGES.dietaryNotesTooLong : null;
}

/** Why an admin cancels a dinner: required, at most 1000 characters. */
export function cancelReasonProblem(reason: string | null | undefined): string | null {
  return requiredTextProblem(
    reason,
    { max: DINNER_LIMITS.cancelReasonMax },
    { required: DINNER_MESSAGES.cancelReasonRequired, tooLong: DINNER_MESSAGES.cancelReasonTooLong },
  );
}
