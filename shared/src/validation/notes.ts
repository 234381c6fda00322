// An admin's internal note on an application: required once trimmed, at most 2,000 characters,
// checked by the note form and by the API.
import { requiredTextProblem } from './common';

export const NOTE_MAX_LENGTH = 2000;

export const NOTE_MESSAGES = {
  required: 'Note is required',
  tooLong: `Note must be at most ${NOTE_MAX_LENGTH} characters`,
} as const;

/** The problem with a note's text, or null. */
export function noteProblem(text: string | null | undefined): string | null {
  return requiredTextProblem(text, { max: NOTE_MAX_LENGTH }, NOTE_MESSAGES);
}
