import { useCallback, useState } from 'react';
import { notifyError, notifySuccess, serverMessage, useForm, type Dinner, type FieldErrors } from 'shared';
import { DINNER_FIELDS, dinnerChanges, dinnerFormProblems, NEW_DINNER, newDinnerBody, valuesOf, type DinnerField, type DinnerFormValues } from './dinner-form';
import { createDinner, updateDinner } from './dinners-api';

export const DINNER_MESSAGES_SHOWN = {
  created: 'Dinner created successfully',
  updated: 'Dinner updated successfully',
  createFailed: 'Failed to create dinner',
  updateFailed: 'Failed to update dinner',
  nothingChanged: 'No changes detected. Please update at least one field.',
} as const;

const isDinnerField = (field: string): field is DinnerField => (DINNER_FIELDS as readonly string[]).includes(field);

export interface DinnerFormOptions {
  /** The dinner to edit; none for a new one. */
  dinner: Dinner | null;
  /** The server saved it: the dinner as it is now. */
  onSaved: (dinner: Dinner) => void;
}

/**
 * The dinner dialog's form: a new dinner (POST) or the fields an edit changed (PATCH). Each field
 * is checked when it loses focus and from then on as it changes; a submit checks all of them. The
 * server's field messages go on their fields, any other refusal stays in the dialog and is toasted.
 */
export function useDinnerForm({ dinner, onSaved }: DinnerFormOptions) {
  const [initialValues] = useState<DinnerFormValues>(() => (dinner ? valuesOf(dinner) : NEW_DINNER));
  const resolver = useCallback(
    (values: DinnerFormValues) => dinnerFormProblems(values, new Date(), dinner ? initialValues.startsAt : ''),
    [dinner, initialValues],
  );
  const form = useForm({ initialValues, fields: DINNER_FIELDS, resolver, mode: 'onTouched' });
  const fallback = dinner ? DINNER_MESSAGES_SHOWN.updateFailed : DINNER_MESSAGES_SHOWN.createFailed;

  const submit = form.handleSubmit(async (values): Promise<Dinner | null> => {
    if (!dinner) return createDinner(newDinnerBody(values));
    const changes = dinnerChanges(initialValues, values);
    return Object.keys(changes).length === 0 ? null : updateDinner(dinner.id, changes);
  }, {
    onSuccess: (saved) => {
      if (!saved) {
        form.setFormError(DINNER_MESSAGES_SHOWN.nothingChanged);
        form.focusAfterSend('submit');
        return;
      }
      notifySuccess(dinner ? DINNER_MESSAGES_SHOWN.updated : DINNER_MESSAGES_SHOWN.created);
      onSaved(saved);
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (Array.isArray(message)) {
        const onFields: FieldErrors<DinnerField> = {};
        const others: string[] = [];
        for (const item of message) {
          if (isDinnerField(item.field)) onFields[item.field] ??= item.message;
          else others.push(item.message);
        }
        const first = form.setServerErrors(onFields);
        form.setFormError(others.length > 0 ? others.join(' ') : null);
        form.focusAfterSend(first ?? 'submit');
        return;
      }
      const text = typeof message === 'string' ? message : fallback;
      form.setFormError(text);
      notifyError(text);
      form.focusAfterSend('submit');
    },
  });

  return { ...form, submit, editing: dinner !== null };
}
