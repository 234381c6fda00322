// What a form shows, and how a change, a blur, a submit and the server's answer change it:
// plain functions over the form's state, run by useForm (use-form.ts).
import { type FieldErrors, hasErrors } from '../validation/common';

/** A form's field names: the keys of its values. */
export type FieldName<V> = Extract<keyof V, string>;
/** The fields holding one string: text inputs, textareas, selects and radio groups. */
export type StringFieldName<V> = { [F in FieldName<V>]: V[F] extends string ? F : never }[FieldName<V>];
/** The fields holding a list: checkbox groups. */
export type ListFieldName<V> = { [F in FieldName<V>]: V[F] extends string[] ? F : never }[FieldName<V>];
/** The fields holding a flag: single checkboxes. */
export type BooleanFieldName<V> = { [F in FieldName<V>]: V[F] extends boolean ? F : never }[FieldName<V>];

/**
 * When messages appear:
 * - 'onTouched': a field is checked when it loses focus, and from then on (or from a submit
 *   that found a problem) on every change;
 * - 'onBlur': a field is checked when it loses focus (by `blurResolver`, else the resolver);
 *   a field that has shown a message is re-checked on every change by the rule that showed it;
 * - 'onSubmit': only a submit and the server show messages; a change clears its field's.
 */
export type FormMode = 'onTouched' | 'onBlur' | 'onSubmit';

/**
 * Why a field was checked, which says how a change re-checks it: 'blur' by the blur rule,
 * 'submit' by the resolver, 'server' (a message from the server) by the resolver too, but a
 * blur that finds nothing wrong leaves the server's message standing.
 */
type CheckedBy = 'blur' | 'submit' | 'server';

export interface FormRules<V> {
  mode: FormMode;
  /** Every field, in the order they appear: the first with a message gets focus. */
  fields: readonly FieldName<V>[];
  /** Every rule the values break, by field: what a submit checks (the rules the API runs). */
  resolver: (values: V) => FieldErrors<FieldName<V>>;
  /** The message of a field losing focus, when its blur rules differ from the resolver's. */
  blurResolver?: (field: FieldName<V>, values: V) => string | null;
  /** Whether the field is on screen; a hidden field keeps its value but shows no message. */
  isShown?: (field: FieldName<V>, values: V) => boolean;
}

interface FormState<V> {
  values: V;
  /** The messages on screen, one per field. */
  errors: FieldErrors<FieldName<V>>;
  /** The fields that have been checked, and by what. */
  checkedBy: Partial<Record<FieldName<V>, CheckedBy>>;
  /** A message about the whole form (the server's, or why nothing was sent); a change clears it. */
  formError: string | null;
}

export function initialFormState<V>(values: V): FormState<V> {
  return { values, errors: {}, checkedBy: {}, formError: null };
}

function withMessage<F extends string>(errors: FieldErrors<F>, field: NoInfer<F>, message: string | null | undefined): FieldErrors<F> {
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

const resolverMessage = <V>(rules: FormRules<V>, field: FieldName<V>, values: V) => rules.resolver(values)[field] ?? null;

/** The rule a blur checks: none in 'onSubmit' mode. */
function blurRule<V>(rules: FormRules<V>): ((field: FieldName<V>, values: V) => string | null) | null {
  if (rules.mode === 'onSubmit') return null;
  return rules.blurResolver ?? ((field, values) => resolverMessage(rules, field, values));
}

/** The first field, in screen order, with a message in `errors`. */
export function firstField<V>(rules: FormRules<V>, errors: FieldErrors<FieldName<V>>): FieldName<V> | undefined {
  return rules.fields.find((field) => errors[field]);
}

export function changed<V, F extends FieldName<V>>(rules: FormRules<V>, state: FormState<V>, field: F, value: V[F]): FormState<V> {
  const values = { ...state.values, [field]: value };
  let { errors, checkedBy } = state;
  const by = checkedBy[field];
  if (by && rules.mode === 'onSubmit') {
    errors = withMessage(errors, field, null);
    checkedBy = without(checkedBy, [field]);
  } else if (by) {
    errors = withMessage(errors, field, by === 'blur' ? blurRule(rules)?.(field, values) : resolverMessage(rules, field, values));
    // A changed value is the user's again: a server message gives way to the form's rules.
    if (by === 'server') checkedBy = { ...checkedBy, [field]: 'submit' };
  }
  const { isShown } = rules;
  if (isShown) {
    const hidden = rules.fields.filter((f) => !isShown(f, values));
    errors = without(errors, hidden);
    checkedBy = without(checkedBy, hidden);
  }
  return { values, errors, checkedBy, formError: null };
}

export function blurred<V>(rules: FormRules<V>, state: FormState<V>, field: FieldName<V>): FormState<V> {
  const rule = blurRule(rules);
  if (!rule) return state;
  const message = rule(field, state.values);
  if (message) {
    return { ...state, errors: withMessage(state.errors, field, message), checkedBy: { ...state.checkedBy, [field]: 'blur' } };
  }
  const by = state.checkedBy[field];
  // Leaving a field unchanged keeps what the server said about it, and a submit message the
  // blur rule does not cover.
  if (by === 'server') return state;
  if (by === 'submit' && resolverMessage(rules, field, state.values)) return state;
  const errors = withMessage(state.errors, field, null);
  return rules.mode === 'onTouched'
    ? { ...state, errors, checkedBy: { ...state.checkedBy, [field]: 'blur' } }
    : { ...state, errors };
}

/**
 * Shows `problems` (the resolver's) in place of every message. In 'onTouched' mode every field
 * counts as checked from then on; otherwise the fields with a problem do.
 */
export function reviewed<V>(rules: FormRules<V>, state: FormState<V>, problems: FieldErrors<FieldName<V>>): FormState<V> {
  const checkedBy = { ...state.checkedBy };
  const marked = rules.mode === 'onTouched' ? rules.fields : rules.fields.filter((field) => problems[field]);
  for (const field of marked) checkedBy[field] = 'submit';
  return { ...state, errors: problems, checkedBy, formError: null };
}

/** A submit that passed the rules: no message stays from before. */
export function cleared<V>(state: FormState<V>): FormState<V> {
  return hasErrors(state.errors) || state.formError ? { ...state, errors: {}, formError: null } : state;
}

/** The server's messages on their fields, kept until the field changes. */
export function withServerErrors<V>(state: FormState<V>, serverErrors: FieldErrors<FieldName<V>>): FormState<V> {
  const checkedBy = { ...state.checkedBy };
  for (const field of Object.keys(serverErrors) as FieldName<V>[]) {
    if (serverErrors[field]) checkedBy[field] = 'server';
  }
  return { ...state, errors: { ...state.errors, ...serverErrors }, checkedBy };
}
