import {
  dietaryNotesProblem, notifyError, notifySuccess, serverMessage, useForm, type FieldErrors, type MemberDinner, type RsvpBody,
} from 'shared';
import { changeRsvp, sendRsvp, type RsvpResult } from './dinners-api';
import { NOTHING_CHANGED, RSVP_FAILED } from './dinner-words';

export interface RsvpValues {
  /** The select's value: '0' to the dinner's maxGuests. */
  guests: string;
  dietaryNotes: string;
}

type RsvpField = keyof RsvpValues;
const FIELDS: readonly RsvpField[] = ['guests', 'dietaryNotes'];
const isRsvpField = (field: string): field is RsvpField => (FIELDS as readonly string[]).includes(field);

const resolver = (values: RsvpValues): FieldErrors<RsvpField> => {
  const problem = dietaryNotesProblem(values.dietaryNotes);
  return problem ? { dietaryNotes: problem } : {};
};

/** Notes as sent: trimmed, null when blank (no notes for this dinner). */
const notesOf = (text: string): string | null => text.trim() || null;

export interface RsvpFormOptions {
  dinner: MemberDinner;
  /** Where a new reply's notes start: the member's application's dietary restrictions. */
  defaultNotes: string | null;
  /** The server answered: the dinner as it is now, and its message (already shown as a toast). */
  onDone: (result: RsvpResult) => void;
  /** The server refused for a reason the dinner may explain (full, closed): show it as it is now. */
  onStale: () => void;
}

/**
 * The reply dialog's form: guests and dietary notes; a new reply (POST) or a change of the
 * fields that changed (PATCH). The server's message is the toast; a refusal stays in the dialog.
 */
export function useRsvpForm({ dinner, defaultNotes, onDone, onStale }: RsvpFormOptions) {
  const mine = dinner.myRsvp;
  const initialValues: RsvpValues = {
    guests: String(mine?.guests ?? 0),
    dietaryNotes: (mine ? mine.dietaryNotes : defaultNotes) ?? '',
  };
  const form = useForm({ initialValues, fields: FIELDS, resolver, mode: 'onTouched' });

  const submit = form.handleSubmit(async (values): Promise<RsvpResult | null> => {
    const guests = Number(values.guests);
    const dietaryNotes = notesOf(values.dietaryNotes);
    if (!mine) return sendRsvp(dinner.id, { guests, dietaryNotes });
    const changes: RsvpBody = {
      ...(guests !== mine.guests && { guests }),
      ...(dietaryNotes !== mine.dietaryNotes && { dietaryNotes }),
    };
    return Object.keys(changes).length === 0 ? null : changeRsvp(dinner.id, changes);
  }, {
    onSuccess: (result) => {
      if (!result) {
        form.setFormError(NOTHING_CHANGED);
        form.focusAfterSend('submit');
        return;
      }
      notifySuccess(result.message);
      onDone(result);
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (Array.isArray(message)) {
        const onFields: FieldErrors<RsvpField> = {};
        const others: string[] = [];
        for (const item of message) {
          if (isRsvpField(item.field)) onFields[item.field] ??= item.message;
          else others.push(item.message);
        }
        const first = form.setServerErrors(onFields);
        form.setFormError(others.length > 0 ? others.join(' ') : null);
        form.focusAfterSend(first ?? 'submit');
        return;
      }
      const text = typeof message === 'string' ? message : RSVP_FAILED;
      form.setFormError(text);
      notifyError(text);
      form.focusAfterSend('submit');
      // A refusal (full, closed, cancelled, started) means the card behind is out of date.
      if (typeof message === 'string') onStale();
    },
  });

  return { ...form, submit, isChange: mine !== null };
}
