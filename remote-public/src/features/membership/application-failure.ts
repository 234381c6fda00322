import {
  APPLICATION_FORM_FIELDS, CONSULTANT_OPTION, OTHER_PROFESSION_OPTION, serverMessage,
  type ApplicationFormValues, type FieldErrors,
} from 'shared';
import { sponsorFieldForServer, type ApplicationWithSponsorsField, type SponsorValues } from './application-sponsors';

/** The form's values as these functions read them: the sponsor fields, when given, say which one a sponsor message goes on. */
type FailedValues = ApplicationFormValues & Partial<SponsorValues>;

/** The text when the server gives neither a message nor a field list. */
export const APPLICATION_FAILURE_FALLBACK = 'Something went wrong. Please try again.';

export interface ApplicationFailure {
  /** One error toast each, in the server's order. */
  toasts: string[];
  /** The server's messages on the form fields they belong to. */
  fieldErrors: FieldErrors<ApplicationWithSponsorsField>;
}

/** Whether the field is on screen: the profession details only show for their option. */
export function isFieldShown(field: ApplicationWithSponsorsField, values: ApplicationFormValues): boolean {
  if (field === 'consultingField') return values.profession === CONSULTANT_OPTION;
  if (field === 'otherProfession') return values.profession === OTHER_PROFESSION_OPTION;
  return true;
}

/**
 * The form field a server error names, or null when the form has no such field on screen.
 * The payload merges the profession detail into `profession`, so with Consultant or Other
 * chosen a profession error is about the detail the applicant typed. A `sponsors` error goes on
 * the first sponsor field holding an address.
 */
export function formFieldOf(serverField: string, values: FailedValues): ApplicationWithSponsorsField | null {
  if (serverField === 'sponsors') return sponsorFieldForServer(values);
  if (serverField === 'profession') {
    if (values.profession === CONSULTANT_OPTION) return 'consultingField';
    if (values.profession === OTHER_PROFESSION_OPTION) return 'otherProfession';
  }
  const field = APPLICATION_FORM_FIELDS.find((f) => f === serverField);
  return field && isFieldShown(field, values) ? field : null;
}

/**
 * What a failed submission shows: a list of {field, message} is toasted as 'field: message' and
 * each message set on its field; a string message is toasted; anything else gives the fallback.
 */
export function describeApplicationFailure(error: unknown, values: FailedValues): ApplicationFailure {
  const message = serverMessage(error);
  if (typeof message === 'string') return { toasts: [message], fieldErrors: {} };
  if (!message) return { toasts: [APPLICATION_FAILURE_FALLBACK], fieldErrors: {} };
  const fieldErrors: FieldErrors<ApplicationWithSponsorsField> = {};
  for (const item of message) {
    const field = formFieldOf(item.field, values);
    // The first message for a field wins; every one is still toasted.
    if (field && !fieldErrors[field]) fieldErrors[field] = item.message;
  }
  return { toasts: message.map((item) => `${item.field}: ${item.message}`), fieldErrors };
}
