import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  CONTACT_FIELDS, CONTACT_MESSAGES, contactErrors, emptyContactValues, notifyError,
  notifySuccess, serverMessage, type ContactField, type ContactValues, type FieldErrors,
} from 'shared';
import { sendContactMessage } from './send-contact-message';

export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_FAILED = 'Something went wrong';

type Touched = Partial<Record<ContactField, boolean>>;

export interface ContactFormState {
  values: ContactValues;
  touched: Touched;
  /** The errors to show: a rule's message for each touched field that breaks one. */
  errors: FieldErrors<ContactField>;
  /** True while the message is on its way. */
  busy: boolean;
  /** Every rule passes (the submit button is enabled only then). */
  valid: boolean;
  /** Every rule that fails now, touched or not (for the hint beside the disabled button). */
  problems: FieldErrors<ContactField>;
  change: (field: ContactField, value: string) => void;
  blur: (field: ContactField) => void;
  /** A ref for the field's control, so submit can focus the first invalid one. */
  fieldRef: (field: ContactField) => (element: HTMLElement | null) => void;
  /** The send button, which gets focus back after a failure. */
  submitRef: RefObject<HTMLButtonElement | null>;
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * The contact form's state (spec.md sections 3, 4, 5 and 8): rules run on change once a field
 * is touched and on blur; submit checks every rule, sends, toasts the outcome and clears the
 * form after a success.
 */
export function useContactForm(): ContactFormState {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [touched, setTouched] = useState<Touched>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const controls = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const submitRef = useRef<HTMLButtonElement | null>(null);
  /** Where focus goes once the busy button is enabled again (see the effect below). */
  const focusAfterSend = useRef<(() => HTMLElement | null | undefined) | null>(null);

  // The busy button is disabled, so the browser drops focus to the page while sending. Once
  // the answer is in, put it back where the user can go on: Full Name after a success (the
  // form is empty again), Send Message after a failure. Focus the user moved elsewhere stays.
  useEffect(() => {
    if (busy || !focusAfterSend.current) return;
    const target = focusAfterSend.current();
    focusAfterSend.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || active === submitRef.current) target?.focus();
  }, [busy]);

  const problems = useMemo(() => contactErrors(values), [values]);
  const errors = useMemo(() => {
    const shown: FieldErrors<ContactField> = {};
    for (const field of CONTACT_FIELDS) {
      if (touched[field] && problems[field]) shown[field] = problems[field];
    }
    return shown;
  }, [problems, touched]);
  const valid = CONTACT_FIELDS.every((field) => !problems[field]);

  const change = useCallback((field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const blur = useCallback((field: ContactField) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  const refs = useMemo(() => {
    const byField = {} as Record<ContactField, (element: HTMLElement | null) => void>;
    for (const field of CONTACT_FIELDS) {
      byField[field] = (element) => {
        controls.current[field] = element;
      };
    }
    return byField;
  }, []);
  const fieldRef = useCallback((field: ContactField) => refs[field], [refs]);

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending.current) return;

    const firstInvalid = CONTACT_FIELDS.find((field) => problems[field]);
    if (firstInvalid) {
      setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])) as Touched);
      notifyError(CONTACT_MESSAGES.fixErrors);
      controls.current[firstInvalid]?.focus();
      return;
    }

    sending.current = true;
    setBusy(true);
    try {
      const reply = await sendContactMessage(values);
      if (reply.success === true) {
        notifySuccess(CONTACT_SENT);
        setValues(emptyContactValues);
        setTouched({});
        focusAfterSend.current = () => controls.current.fullName;
      } else {
        notifyError(typeof reply.message === 'string' && reply.message.trim() ? reply.message : CONTACT_FAILED);
        focusAfterSend.current = () => submitRef.current;
      }
    } catch (error) {
      focusAfterSend.current = () => submitRef.current;
      const message = serverMessage(error);
      if (Array.isArray(message) && message.length > 0) {
        // The server's rules are the form's, so this is rare: say what it refused, field by field.
        for (const item of message) notifyError(item.message);
        setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])) as Touched);
      } else {
        notifyError(typeof message === 'string' ? message : CONTACT_FAILED);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return { values, touched, errors, busy, valid, problems, change, blur, fieldRef, submitRef, submit };
}
