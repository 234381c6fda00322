import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { type FieldErrors, hasErrors } from '../validation/common';
import {
  blurred, type BooleanFieldName, changed, cleared, type FieldName, firstField, type FormRules, initialFormState,
  type ListFieldName, reviewed, type StringFieldName, withServerErrors,
} from './form-state';

interface FormOptions<V> extends FormRules<V> {
  /** The values the form starts with, and returns to on reset. */
  initialValues: V;
}

interface SubmitHandlers<V, R> {
  /** Some rule fails: every problem is shown and the first field focused. */
  onInvalid?: () => void;
  /** `send` succeeded with `result`. */
  onSuccess: (result: R, values: V) => void;
  /** `send` failed: the values are kept. */
  onError: (error: unknown, values: V) => void;
}

/** Where focus goes once the form is enabled again after a send: a field or the submit button. */
type FocusTarget<V> = FieldName<V> | 'submit';

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * One form's values, messages and sending: the club's forms all run on it. The messages come
 * from `resolver` (and `blurResolver`), the rules of `shared/validation` that the API runs too,
 * at the moments `mode` names. Controls are bound with `textProps`, `choiceProps` and
 * `checkboxProps`; `handleSubmit(send)` checks every rule, focuses the first field with a
 * problem, and otherwise calls `send` once at a time (`busy` meanwhile).
 */
export function useForm<V extends object>(options: FormOptions<V>) {
  const [state, setState] = useState(() => initialFormState(options.initialValues));
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  // A state setter as the button's ref callback: render never reads a ref.
  const [submitButton, bindSubmitButton] = useState<HTMLButtonElement | null>(null);
  const afterSend = useRef<FocusTarget<V> | null>(null);
  const idPrefix = useId();
  const { values } = state;
  const { resolver } = options;

  /** Every rule the values break now, shown or not. */
  const problems = useMemo(() => resolver(values), [resolver, values]);
  const valid = !hasErrors(problems);

  /** The id of the field's control (of its fieldset, for a group of choices). */
  const idOf = (field: FieldName<V>) => `${idPrefix}-${field}`;

  function focus(field: FieldName<V>) {
    const element = document.getElementById(idOf(field));
    const target = element instanceof HTMLFieldSetElement
      ? element.querySelector<HTMLInputElement>('input:checked') ?? element.querySelector<HTMLInputElement>('input')
      : element;
    target?.focus();
  }

  // While sending, the busy button (and any control the form disables) drops focus to the page.
  // Once enabled again, focus goes where focusAfterSend said, unless the user moved it elsewhere.
  useEffect(() => {
    const target = afterSend.current;
    if (busy || !target) return;
    afterSend.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active !== submitButton) return;
    if (target === 'submit') submitButton?.focus();
    else focus(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a send ends
  }, [busy]);

  function change<F extends FieldName<V>>(field: F, value: V[F]) {
    setState((s) => changed(options, s, field, value));
  }

  function blur(field: FieldName<V>) {
    setState((s) => blurred(options, s, field));
  }

  /** Shows every problem of the current values, and focuses the first unless told not to. */
  function review({ focus: focusFirst = true }: { focus?: boolean } = {}) {
    setState((s) => reviewed(options, s, resolver(s.values)));
    const first = firstField(options, problems);
    if (focusFirst && first) focus(first);
  }

  /**
   * A submit handler: shows every problem and calls `onInvalid` when a rule fails; otherwise
   * calls `send` with the values, then `onSuccess` with what it gave or `onError` with why it
   * failed, as the form is enabled again. A submit while one is on its way does nothing.
   */
  function handleSubmit<R>(send: (values: V) => Promise<R>, handlers: SubmitHandlers<V, R>) {
    return async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (sending.current) return;
      const first = firstField(options, problems);
      if (first) {
        setState((s) => reviewed(options, s, problems));
        focus(first);
        handlers.onInvalid?.();
        return;
      }
      setState(cleared);
      sending.current = true;
      setBusy(true);
      let settle: () => void;
      try {
        const result = await send(values);
        settle = () => handlers.onSuccess(result, values);
      } catch (error) {
        settle = () => handlers.onError(error, values);
      }
      sending.current = false;
      setBusy(false);
      settle();
    };
  }

  /** The server's messages on their fields (kept until the field changes); gives the first such field. */
  function setServerErrors(errors: FieldErrors<FieldName<V>>): FieldName<V> | undefined {
    setState((s) => withServerErrors(s, errors));
    return firstField(options, errors);
  }

  function setFormError(formError: string | null) {
    setState((s) => ({ ...s, formError }));
  }

  function reset() {
    setState(initialFormState(options.initialValues));
  }

  function focusAfterSend(target: FocusTarget<V>) {
    afterSend.current = target;
  }

  /** What every control bound to `field` gets, whatever its kind. */
  function boundProps(field: FieldName<V>) {
    return { id: idOf(field), name: field, error: state.errors[field], onBlur: () => blur(field) };
  }

  /** Props for a TextField or SelectField bound to a string field. */
  function textProps<F extends StringFieldName<V>>(field: F) {
    return {
      ...boundProps(field),
      value: values[field] as string,
      onChange: (event: TextChange) => change(field, event.target.value as V[F]),
    };
  }

  /** Props for a group of choices: a RadioGroup (string field) or a CheckboxGroup (list field). */
  function choiceProps<F extends StringFieldName<V> | ListFieldName<V>>(field: F) {
    return { ...boundProps(field), value: values[field], onChange: (value: V[F]) => change(field, value) };
  }

  /** Props for a CheckboxField bound to a flag. */
  function checkboxProps<F extends BooleanFieldName<V>>(field: F) {
    return {
      ...boundProps(field),
      checked: values[field] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.checked as V[F]),
    };
  }

  return {
    values,
    formError: state.formError,
    problems,
    valid,
    busy,
    bindSubmitButton,
    textProps,
    choiceProps,
    checkboxProps,
    handleSubmit,
    review,
    focus,
    focusAfterSend,
    setServerErrors,
    setFormError,
    reset,
  };
}
