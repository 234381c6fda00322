import { applicationBlurError, applicationErrors, notifyError, useForm, type FieldErrors } from 'shared';
import { describeApplicationFailure, isFieldShown } from './application-failure';
import {
  APPLICATION_WITH_SPONSORS_FIELDS, emptyApplicationWithSponsorsValues, isSponsorField, sponsorErrors, toApplicationBody,
  type ApplicationWithSponsorsField, type ApplicationWithSponsorsValues,
} from './application-sponsors';
import { submitApplication } from './submit-application';

export interface UseApplicationFormOptions {
  /** Called after the server accepted the application (the form is back to its defaults). */
  onSubmitted: () => void;
}

/** The submit rules: the shared application's, and the shared sponsor rules on the sponsor fields. */
function applicationWithSponsorsErrors(values: ApplicationWithSponsorsValues): FieldErrors<ApplicationWithSponsorsField> {
  return { ...applicationErrors(values), ...sponsorErrors(values) };
}

/** The blur rules: the shared application's; a sponsor field has no looser rule than its submit one. */
function applicationWithSponsorsBlurError(field: ApplicationWithSponsorsField, values: ApplicationWithSponsorsValues): string | null {
  return isSponsorField(field) ? (sponsorErrors(values)[field] ?? null) : applicationBlurError(field, values);
}

/**
 * The membership application form: the submit rules run on submit, the looser blur rules when
 * a field loses focus, and a field that shows a message is re-checked on every change. The
 * server's field messages stay on their fields until they change.
 */
export function useApplicationForm({ onSubmitted }: UseApplicationFormOptions) {
  const form = useForm({
    initialValues: emptyApplicationWithSponsorsValues,
    fields: APPLICATION_WITH_SPONSORS_FIELDS,
    resolver: applicationWithSponsorsErrors,
    blurResolver: applicationWithSponsorsBlurError,
    isShown: isFieldShown,
    mode: 'onBlur',
  });

  const submit = form.handleSubmit((values) => submitApplication(toApplicationBody(values)), {
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
