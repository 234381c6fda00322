import {
  CONTACT_FIELDS, CONTACT_MESSAGES, contactErrors, emptyContactValues, notifyError, notifySuccess, serverMessage,
  useForm,
} from 'shared';
import { sendContactMessage } from './send-contact-message';

export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_FAILED = 'Something went wrong';

/**
 * The contact form: rules run on change once a field is touched and on blur; submit checks
 * every rule, sends, toasts the outcome and clears the form after a success.
 */
export function useContactForm() {
  const form = useForm({
    initialValues: emptyContactValues,
    fields: CONTACT_FIELDS,
    resolver: contactErrors,
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(sendContactMessage, {
    onInvalid: () => notifyError(CONTACT_MESSAGES.fixErrors),
    onSuccess: (reply) => {
      if (reply.success === true) {
        notifySuccess(CONTACT_SENT);
        form.reset();
        // The form is empty again: ready for a new message.
        form.focusAfterSend('fullName');
        return;
      }
      notifyError(typeof reply.message === 'string' && reply.message.trim() ? reply.message : CONTACT_FAILED);
      form.focusAfterSend('submit');
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (Array.isArray(message) && message.length > 0) {
        // The server's rules are the form's, so this is rare: say what it refused, field by field.
        for (const item of message) notifyError(item.message);
        form.review({ focus: false });
      } else {
        notifyError(typeof message === 'string' ? message : CONTACT_FAILED);
      }
      form.focusAfterSend('submit');
    },
  });

  return { ...form, submit };
}
