import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  CONTACT_FIELDS, CONTACT_MESSAGES, contactErrors, emptyContactValues, notifyError,
  notifySuccess, serverMessage, type ContactField, type ContactValues, type FieldErrors,
} from 'shared';
import { sendContactMessage } from './send-contact-message';

export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_FAILED = 'Something went wrong';

type Touched = Partial<Record<ContactField, boolean>>;

/** Where the last send ended: decides where focus goes once the busy button is enabled again. */
type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface ContactFormState {
  values: ContactValues;
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
  /** The form, whose controls (found by field name) submit focuses. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The send button, which gets focus back after a failure. */
  submitRef: RefObject<HTMLButtonElement | null>;
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** The form's control for `field` (the control named after it). */
function controlOf(form: HTMLFormElement | null, field: ContactField): HTMLElement | null {
  const control = form?.elements.namedItem(field);
  return control instanceof HTMLElement ? control : null;
}

/**
 * The contact form's state (spec.md sections 3, 4, 5 and 8): rules run on change once a field
 * is touched and on blur; submit checks every rule, sends, toasts the outcome and clears the
 * form after a success.
 */
export function useContactForm(): ContactFormState {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [touched, setTouched] = useState<Touched>({});
  const [status, setStatus] = useState<SendStatus>('idle');
  const busy = status === 'sending';
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const submitRef = useRef<HTMLButtonElement | null>(null);

  // The busy button is disabled, so the browser drops focus to the page while sending. Once
  // the answer is in, put it back where the user can go on: Full Name after a success (the
  // form is empty again), Send Message after a failure. Focus the user moved elsewhere stays.
  useEffect(() => {
    if (status !== 'sent' && status !== 'failed') return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== submitRef.current) return;
    (status === 'sent' ? controlOf(formRef.current, 'fullName') : submitRef.current)?.focus();
  }, [status]);

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

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending.current) return;

    const firstInvalid = CONTACT_FIELDS.find((field) => problems[field]);
    if (firstInvalid) {
      setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])) as Touched);
      notifyError(CONTACT_MESSAGES.fixErrors);
      controlOf(formRef.current, firstInvalid)?.focus();
      return;
    }

    sending.current = true;
    setStatus('sending');
    let outcome: SendStatus = 'failed';
    try {
      const reply = await sendContactMessage(values);
      if (reply.success === true) {
        notifySuccess(CONTACT_SENT);
        setValues(emptyContactValues);
        setTouched({});
        outcome = 'sent';
      } else {
        notifyError(typeof reply.message === 'string' && reply.message.trim() ? reply.message : CONTACT_FAILED);
      }
    } catch (error) {
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
      setStatus(outcome);
    }
  };

  return { values, errors, busy, valid, problems, change, blur, formRef, submitRef, submit };
}
