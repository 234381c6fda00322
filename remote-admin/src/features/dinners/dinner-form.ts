// The dinner form's values and rules, pure so they are tested alone. Times are typed as Chicago
// dates and times (`<input type="datetime-local">` values) and sent as ISO 8601 with the offset
// Chicago has on that day; the rules are shared's, with the API's messages.
import {
  dinnerCapacityProblem, dinnerDescriptionProblem, dinnerMaxGuestsProblem, dinnerTimeProblems, dinnerTitleProblem,
  dinnerVenueProblem, type Dinner, type DinnerBody, type FieldErrors,
} from 'shared';
import { fromChicagoInput, toChicagoInput } from 'shared/format';

export interface DinnerFormValues {
  title: string;
  venue: string;
  /** Chicago `YYYY-MM-DDTHH:mm`. */
  startsAt: string;
  endsAt: string;
  /** Empty: RSVPs close at the start. */
  rsvpClosesAt: string;
  capacity: string;
  maxGuests: string;
  description: string;
}

export type DinnerField = keyof DinnerFormValues;

/** The fields in screen order: the first with a problem takes focus. */
export const DINNER_FIELDS: readonly DinnerField[] = [
  'title', 'venue', 'startsAt', 'endsAt', 'capacity', 'maxGuests', 'rsvpClosesAt', 'description',
];

export const TIME_MESSAGES = {
  startRequired: 'Start date and time is required',
  endRequired: 'End date and time is required',
  invalid: 'Enter a date and a time',
  skipped: 'This time does not exist in Chicago: the clocks jump from 2:00 to 3:00 AM that night',
} as const;

export const NEW_DINNER: DinnerFormValues = {
  title: '', venue: '', startsAt: '', endsAt: '', rsvpClosesAt: '', capacity: '', maxGuests: '0', description: '',
};

/** A dinner's values as the form shows them (times in Chicago). */
export function valuesOf(dinner: Dinner): DinnerFormValues {
  return {
    title: dinner.title,
    venue: dinner.venue,
    startsAt: toChicagoInput(dinner.startsAt),
    endsAt: toChicagoInput(dinner.endsAt),
    rsvpClosesAt: dinner.rsvpClosesAt === dinner.startsAt ? '' : toChicagoInput(dinner.rsvpClosesAt),
    capacity: String(dinner.capacity),
    maxGuests: String(dinner.maxGuests),
    description: dinner.description,
  };
}

/** A whole number typed in a field, or NaN. */
const wholeNumber = (value: string): number => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

type TimeReading = { iso: string } | { problem: string };

function readTime(value: string, required: string | null): TimeReading | null {
  if (!value.trim()) return required ? { problem: required } : null;
  const read = fromChicagoInput(value);
  if (read.kind === 'time') return { iso: read.iso };
  return { problem: read.kind === 'skipped' ? TIME_MESSAGES.skipped : TIME_MESSAGES.invalid };
}

/**
 * Every problem of the values, by field. `initialStart` is the start the dinner had (editing):
 * a start must be in the future only when it is new.
 */
export function dinnerFormProblems(values: DinnerFormValues, now: Date, initialStart = ''): FieldErrors<DinnerField> {
  const problems: FieldErrors<DinnerField> = {};
  const note = (field: DinnerField, problem: string | null | undefined) => {
    if (problem && !problems[field]) problems[field] = problem;
  };
  note('title', dinnerTitleProblem(values.title));
  note('venue', dinnerVenueProblem(values.venue));
  note('description', dinnerDescriptionProblem(values.description));
  note('capacity', dinnerCapacityProblem(wholeNumber(values.capacity)));
  note('maxGuests', dinnerMaxGuestsProblem(wholeNumber(values.maxGuests)));

  const start = readTime(values.startsAt, TIME_MESSAGES.startRequired);
  const end = readTime(values.endsAt, TIME_MESSAGES.endRequired);
  const closes = readTime(values.rsvpClosesAt, null);
  for (const [field, reading] of [['startsAt', start], ['endsAt', end], ['rsvpClosesAt', closes]] as const) {
    if (reading && 'problem' in reading) note(field, reading.problem);
  }
  if (start && 'iso' in start && end && 'iso' in end && !(closes && 'problem' in closes)) {
    const startChanged = values.startsAt !== initialStart;
    const times = dinnerTimeProblems(
      { startsAt: start.iso, endsAt: end.iso, ...(closes && 'iso' in closes && { rsvpClosesAt: closes.iso }) },
      startChanged ? now : undefined,
    );
    note('startsAt', times.startsAt);
    note('endsAt', times.endsAt);
    note('rsvpClosesAt', times.rsvpClosesAt);
  }
  return problems;
}

/** The ISO time of a value that passed the rules. */
function isoOf(value: string): string {
  const read = fromChicagoInput(value);
  if (read.kind !== 'time') throw new Error(`not a time: ${value}`);
  return read.iso;
}

/** A new dinner's body: optional fields left out when empty (the API's defaults apply). */
export function newDinnerBody(values: DinnerFormValues): DinnerBody {
  return {
    title: values.title.trim(),
    venue: values.venue.trim(),
    startsAt: isoOf(values.startsAt),
    endsAt: isoOf(values.endsAt),
    capacity: Number(values.capacity),
    maxGuests: Number(values.maxGuests),
    ...(values.rsvpClosesAt.trim() && { rsvpClosesAt: isoOf(values.rsvpClosesAt) }),
    ...(values.description.trim() && { description: values.description.trim() }),
  };
}

/**
 * The fields an edit changed, as the API takes them (empty when nothing changed). An empty RSVP
 * closing time means at the start, so it follows a start that moved.
 */
export function dinnerChanges(before: DinnerFormValues, after: DinnerFormValues): Partial<DinnerBody> {
  const changes: Partial<DinnerBody> = {};
  if (after.title.trim() !== before.title.trim()) changes.title = after.title.trim();
  if (after.venue.trim() !== before.venue.trim()) changes.venue = after.venue.trim();
  if (after.description.trim() !== before.description.trim()) changes.description = after.description.trim();
  if (after.startsAt !== before.startsAt) changes.startsAt = isoOf(after.startsAt);
  if (after.endsAt !== before.endsAt) changes.endsAt = isoOf(after.endsAt);
  const closes = (values: DinnerFormValues) => values.rsvpClosesAt.trim() || values.startsAt;
  if (closes(after) !== closes(before)) {
    changes.rsvpClosesAt = isoOf(closes(after));
  }
  if (Number(after.capacity) !== Number(before.capacity)) changes.capacity = Number(after.capacity);
  if (Number(after.maxGuests) !== Number(before.maxGuests)) changes.maxGuests = Number(after.maxGuests);
  return changes;
}
