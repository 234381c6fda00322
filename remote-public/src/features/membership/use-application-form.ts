import {
  APPLICATION_FORM_FIELDS, applicationBlurError, applicationErrors, emptyApplicationValues, notifyError,
  toMembershipApplication, useForm,
} from 'shared';
import { describeApplicationFailure, isFieldShown } from './application-failure';
import { submitApplication } from './submit-application';

export interface UseApplicationFormOptions {
  /** Called after the server accepted the application (the form is back to its defaults). */
  onSubmitted: () => void;
}

/**
 * The membership application form: the submit rules run on submit, the looser blur rules when
 * a field loses focus, and a field that shows a message is re-checked on every change. The
 * server's field messages stay on their fields until they change.
 */
export function useApplicationForm({ onSubmitted }: UseApplicationFormOptions) {
  const form = useForm({
    initialValues: emptyApplicationValues,
    fields: APPLICATION_FORM_FIELDS,
    resolver: applicationErrors,
    blurResolver: applicationBlurError,
    isShown: isFieldShown,
    mode: 'onBlur',
  });

  const submit = form.handleSubmit((values) => submitApplication(toMembershipApplication(values)), {
    onSuccess: () => {
      form.reset();
      onSubmitted();
    },
    onError: (error, values) => {
      // Typed values stay; the server's field messages go on their fields.
      const failure = describeApplicationFailure(error, values);
      failure.toasts.forEach((text) => notifyError(text));
      const first = form.setServerErrors(failure.fieldErrors);
      if (first) form.focus(first);
    },
  });

  return { ...form, submit };
}

export type ApplicationFormModel = ReturnType<typeof useApplicationForm>;
