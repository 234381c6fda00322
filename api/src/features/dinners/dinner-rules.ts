// The rules of a dinner and of a reply, with the messages a 400 gives per field. Times are ISO
// 8601 with their UTC offset (`Z` or `-05:00`); they are stored and answered in UTC, and shown
// in Chicago time by whoever displays them.
import { DINNER_LIMITS, DINNER_MESSAGES as SHARED_DINNER_MESSAGES } from 'shared/validation';
import { z } from 'zod';
import { FieldValidationError, type FieldError } from '../../app/http-error';
import { parseBody } from '../../app/validate-body';

export { DINNER_LIMITS };

/** The shared rules' texts (the forms show the same), and the ones only the API gives. */
export const DINNER_MESSAGES = {
  ...SHARED_DINNER_MESSAGES,
  dateTime: 'Must be an ISO 8601 date and time with its offset, e.g. 2030-06-01T19:00:00-05:00',
  nothingToChange: 'Send at least one field to change',
} as const;

/** The 400 message for a number of guests this dinner does not allow. */
export const guestsMessage = (maxGuests: number): string =>
  maxGuests === 0 ? 'This dinner takes no guests: guests must be 0' : `Guests must be a whole number from 0 to ${maxGuests}`;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);

/** An ISO 8601 date-time with its offset, as the UTC ISO text stored (2030-06-02T00:00:00.000Z). */
const dateTime = z
  .string()
  .trim()
  .pipe(z.iso.datetime({ offset: true, message: DINNER_MESSAGES.dateTime }))
  .transform((value) => new Date(value).toISOString());

// Not zod's int(): a fraction would read 'Must be an int, not number' (validate-body.ts).
const wholeNumber = (min: number, max: number, message: string) =>
  z.number().min(min, message).max(max, message).refine(Number.isInteger, message);

const dinnerFields = {
  title: requiredText(DINNER_LIMITS.titleMax, DINNER_MESSAGES.titleRequired, DINNER_MESSAGES.titleTooLong),
  description: z.string().trim().max(DINNER_LIMITS.descriptionMax, DINNER_MESSAGES.descriptionTooLong),
  venue: requiredText(DINNER_LIMITS.venueMax, DINNER_MESSAGES.venueRequired, DINNER_MESSAGES.venueTooLong),
  startsAt: dateTime,
  endsAt: dateTime,
  rsvpClosesAt: dateTime,
  capacity: wholeNumber(DINNER_LIMITS.capacityMin, DINNER_LIMITS.capacityMax, DINNER_MESSAGES.capacity),
  maxGuests: wholeNumber(0, DINNER_LIMITS.maxGuestsMax, DINNER_MESSAGES.maxGuests),
};

const createDinnerBody = z.strictObject({
  ...dinnerFields,
  description: dinnerFields.description.optional(),
  maxGuests: dinnerFields.maxGuests.optional(),
  rsvpClosesAt: dinnerFields.rsvpClosesAt.optional(),
});

const updateDinnerBody = z.strictObject({
  title: dinnerFields.title.optional(),
  description: dinnerFields.description.optional(),
  venue: dinnerFields.venue.optional(),
  startsAt: dinnerFields.startsAt.optional(),
  endsAt: dinnerFields.endsAt.optional(),
  rsvpClosesAt: dinnerFields.rsvpClosesAt.optional(),
  capacity: dinnerFields.capacity.optional(),
  maxGuests: dinnerFields.maxGuests.optional(),
});

/** A dinner's fields as stored (times in UTC ISO text). */
export interface DinnerInput {
  title: string;
  description: string;
  venue: string;
  startsAt: string;
  endsAt: string;
  rsvpClosesAt: string;
  capacity: number;
  maxGuests: number;
}

export type DinnerChanges = Partial<DinnerInput>;

/** The problems of a dinner's times taken together: end after start, RSVPs closing by the start. */
export function timeProblems(dinner: Pick<DinnerInput, 'startsAt' | 'endsAt' | 'rsvpClosesAt'>): FieldError[] {
  const problems: FieldError[] = [];
  if (dinner.endsAt <= dinner.startsAt) problems.push({ field: 'endsAt', message: DINNER_MESSAGES.endsBeforeStart });
  if (dinner.rsvpClosesAt > dinner.startsAt) problems.push({ field: 'rsvpClosesAt', message: DINNER_MESSAGES.rsvpClosesAfterStart });
  return problems;
}

/**
 * A new dinner from a request body: description defaults to '', maxGuests to 0, rsvpClosesAt to
 * the start. It must start after `now`.
 */
export function parseNewDinner(body: unknown, now: Date): DinnerInput {
  const parsed = parseBody(createDinnerBody, body);
  const dinner: DinnerInput = {
    ...parsed,
    description: parsed.description ?? '',
    maxGuests: parsed.maxGuests ?? 0,
    rsvpClosesAt: parsed.rsvpClosesAt ?? parsed.startsAt,
  };
  const problems = timeProblems(dinner);
  if (dinner.startsAt <= now.toISOString()) problems.unshift({ field: 'startsAt', message: DINNER_MESSAGES.startsInPast });
  if (problems.length > 0) throw new FieldValidationError(problems);
  return dinner;
}

/** The fields a PATCH changes (at least one); rules across fields are checked on the merged dinner. */
export function parseDinnerChanges(body: unknown): DinnerChanges {
  const changes = parseBody(updateDinnerBody, body);
  const present = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as DinnerChanges;
  if (Object.keys(present).length === 0) throw new FieldValidationError([{ field: 'body', message: DINNER_MESSAGES.nothingToChange }]);
  return present;
}

const cancelBody = z.strictObject({
  reason: z.string().trim().min(1, DINNER_MESSAGES.cancelReasonRequired).max(DINNER_LIMITS.cancelReasonMax, DINNER_MESSAGES.cancelReasonTooLong),
});

export const parseCancellation = (body: unknown): string => parseBody(cancelBody, body).reason;

const checkInBody = z.strictObject({
  userId: z.string().trim().min(1, 'Is required').max(200, 'Is too long'),
  attended: z.boolean(),
});

export const parseCheckIn = (body: unknown): z.output<typeof checkInBody> => parseBody(checkInBody, body);

/** Dietary notes as stored: trimmed, null when blank. */
const dietaryNotes = z
  .string()
  .trim()
  .max(DINNER_LIMITS.dietaryNotesMax, DINNER_MESSAGES.dietaryNotesTooLong)
  .nullable()
  .transform((value) => (value ? value : null));

const rsvpBody = z.strictObject({
  // Checked against the dinner's own maxGuests once it is read (guestsMessage).
  guests: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'Guests must be a whole number').optional(),
  dietaryNotes: dietaryNotes.optional(),
});

export interface RsvpInput {
  guests: number;
  /** undefined: the member's default (their application's dietary restrictions). */
  dietaryNotes: string | null | undefined;
}

/** A new reply: guests default to 0; dietaryNotes absent means the member's default. */
export function parseRsvp(body: unknown): RsvpInput {
  const parsed = parseBody(rsvpBody, body ?? {});
  return { guests: parsed.guests ?? 0, dietaryNotes: parsed.dietaryNotes };
}

export interface RsvpChanges {
  guests?: number;
  dietaryNotes?: string | null;
}

/** A change to a reply: guests, dietary notes or both. */
export function parseRsvpChanges(body: unknown): RsvpChanges {
  const parsed = parseBody(rsvpBody, body);
  if (parsed.guests === undefined && parsed.dietaryNotes === undefined) {
    throw new FieldValidationError([{ field: 'body', message: DINNER_MESSAGES.nothingToChange }]);
  }
  return {
    ...(parsed.guests !== undefined && { guests: parsed.guests }),
    ...(parsed.dietaryNotes !== undefined && { dietaryNotes: parsed.dietaryNotes }),
  };
}

/** The member's default dietary notes: their application's, cut to what a reply holds. */
export const defaultDietaryNotes = (restrictions: string | null): string | null =>
  restrictions?.trim() ? restrictions.trim().slice(0, DINNER_LIMITS.dietaryNotesMax) : null;
