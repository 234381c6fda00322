import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  APPLICATION_FORM_FIELDS, applicationBlurError, applicationErrors, applicationFieldError,
  emptyApplicationValues, hasErrors, notifyError, toMembershipApplication,
  type ApplicationFormField, type ApplicationFormValues, type FieldErrors,
} from 'shared';
import { describeApplicationFailure, isFieldShown } from './application-failure';
import { submitApplication } from './submit-application';

type Field = ApplicationFormField;
type Values = ApplicationFormValues;

/** The fields holding one string: text inputs, textareas, selects and radio groups. */
export type TextValueField = { [F in Field]: Values[F] extends string ? F : never }[Field];
/** The fields holding a list: the checkbox groups. */
export type ListValueField = { [F in Field]: Values[F] extends string[] ? F : never }[Field];

/**
 * Why a field shows its message, which also says how a change re-checks it: 'blur' with the
 * blur rules, 'submit' with the submit rules, 'server' (a message from the server) with the
 * submit rules too, but a blur that finds nothing wrong leaves the server's message standing.
 */
export type CheckedBy = 'blur' | 'submit' | 'server';

interface FormState {
  values: Values;
  /** The messages on screen, one per field. */
  errors: FieldErrors<Field>;
  /** The fields that have shown a message: they are re-checked on every change. */
  touched: Partial<Record<Field, CheckedBy>>;
}

const initialState: FormState = { values: emptyApplicationValues, errors: {}, touched: {} };

function withMessage(errors: FieldErrors<Field>, field: Field, message: string | null | undefined): FieldErrors<Field> {
  const next = { ...errors };
  if (message) next[field] = message;
  else delete next[field];
  return next;
}

function without<T extends object>(record: T, keys: readonly (keyof T)[]): T {
  const next = { ...record };
  for (const key of keys) delete next[key];
  return next;
}

/** A field that has shown a message, re-checked after a change of its value. */
function recheck(state: FormState, field: Field): FormState {
  const checkedBy = state.touched[field];
  if (!checkedBy) return state;
  const message = checkedBy === 'blur'
    ? applicationBlurError(field, state.values)
    : applicationFieldError(field, state.values);
  // A changed value is the applicant's again: a server message gives way to the form's rules.
  const touched = checkedBy === 'server' ? { ...state.touched, [field]: 'submit' as const } : state.touched;
  return { ...state, errors: withMessage(state.errors, field, message), touched };
}

function changed<F extends Field>(state: FormState, field: F, value: Values[F]): FormState {
  let next: FormState = { ...state, values: { ...state.values, [field]: value } };
  next = recheck(next, field);
  if (field === 'profession') {
    // The details come and go with their option: a hidden one keeps its text but no message.
    const hidden = (['consultingField', 'otherProfession'] as const).filter((f) => !isFieldShown(f, next.values));
    next = { ...next, errors: without(next.errors, hidden), touched: without(next.touched, hidden) };
  }
  return next;
}

function blurred(state: FormState, field: Field): FormState {
  const message = applicationBlurError(field, state.values);
  if (message) {
    return { ...state, errors: withMessage(state.errors, field, message), touched: { ...state.touched, [field]: 'blur' } };
  }
  const checkedBy = state.touched[field];
  // Leaving a field unchanged keeps what the server said about it, and a submit message the
  // blur rules do not cover (the agreement has no blur message).
  if (checkedBy === 'server') return state;
  if (checkedBy === 'submit' && applicationFieldError(field, state.values)) return state;
  return { ...state, errors: withMessage(state.errors, field, null) };
}

function withProblems(state: FormState, problems: FieldErrors<Field>, checkedBy: CheckedBy, replace: boolean): FormState {
  const touched = { ...state.touched };
  for (const field of Object.keys(problems) as Field[]) touched[field] = checkedBy;
  return { ...state, errors: replace ? problems : { ...state.errors, ...problems }, touched };
}

const firstOf = (problems: FieldErrors<Field>) => APPLICATION_FORM_FIELDS.find((field) => problems[field]);

export interface UseApplicationFormOptions {
  /** Called after the server accepted the application (the form is back to its defaults). */
  onSubmitted: () => void;
}

/** State and handlers of the membership application form (spec.md sections 4, 5 and 8). */
export function useApplicationForm({ onSubmitted }: UseApplicationFormOptions) {
  const [state, setState] = useState<FormState>(initialState);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const idPrefix = useId();
  const { values, errors } = state;

  /** The submit button waits for the agreement and every submit rule. */
  const canSubmit = useMemo(() => !hasErrors(applicationErrors(values)), [values]);

  /** The id of the field's control (of the fieldset, for a group of choices). */
  const idOf = (field: Field) => `${idPrefix}-${field}`;

  function focusField(field: Field) {
    const element = document.getElementById(idOf(field));
    const target = element instanceof HTMLFieldSetElement
      ? element.querySelector<HTMLInputElement>('input:checked') ?? element.querySelector<HTMLInputElement>('input')
      : element;
    target?.focus();
  }

  function change<F extends Field>(field: F, value: Values[F]) {
    setState((s) => changed(s, field, value));
  }

  function blur(field: Field) {
    setState((s) => blurred(s, field));
  }

  /** Shows every submit message and focuses the first field with one; false if there were any. */
  function reviewProblems(): boolean {
    const problems = applicationErrors(values);
    setState((s) => withProblems(s, problems, 'submit', true));
    const first = firstOf(problems);
    if (first) focusField(first);
    return first === undefined;
  }

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (sending.current) return;
    if (!reviewProblems()) return;
    const sent = values;
    sending.current = true;
    setBusy(true);
    try {
      await submitApplication(toMembershipApplication(sent));
      setState(initialState);
      onSubmitted();
    } catch (error) {
      // Typed values stay; the server's field messages go on their fields.
      const failure = describeApplicationFailure(error, sent);
      failure.toasts.forEach((text) => notifyError(text));
      setState((s) => withProblems(s, failure.fieldErrors, 'server', false));
      const first = firstOf(failure.fieldErrors);
      if (first) focusField(first);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  /** What every control bound to `field` gets, whatever its kind. */
  function boundProps<F extends Field>(field: F) {
    return { id: idOf(field), name: field, value: values[field], error: errors[field], onBlur: () => blur(field) };
  }

  /** Props for a TextField or SelectField bound to a string field. */
  function textProps(field: TextValueField) {
    return {
      ...boundProps(field),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        change(field, event.target.value),
    };
  }

  /** Props for a group of choices: a RadioGroup (string field) or a CheckboxGroup (list field). */
  function choiceProps<F extends TextValueField | ListValueField>(field: F) {
    return { ...boundProps(field), onChange: (value: Values[F]) => change(field, value) };
  }

  return {
    values, errors, busy, canSubmit, idOf, change, blur, submit, reviewProblems, textProps, choiceProps,
  };
}

export type ApplicationFormModel = ReturnType<typeof useApplicationForm>;
