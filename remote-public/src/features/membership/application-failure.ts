import {
  APPLICATION_FORM_FIELDS, CONSULTANT_OPTION, OTHER_PROFESSION_OPTION, serverMessage,
  type ApplicationFormField, type ApplicationFormValues, type FieldErrors,
} from 'shared';

/** The text when the server gives neither a message nor a field list. */
export const APPLICATION_FAILURE_FALLBACK = 'Something went wrong. Please try again.';

export interface ApplicationFailure {
  /** One error toast each, in the server's order. */
  toasts: string[];
  /** The server's messages on the form fields they belong to. */
  fieldErrors: FieldErrors<ApplicationFormField>;
}

/** Whether the field is on screen: the profession details only show for their option. */
export function isFieldShown(field: ApplicationFormField, values: ApplicationFormValues): boolean {
  if (field === 'consultingField') return values.profession === CONSULTANT_OPTION;
  if (field === 'otherProfession') return values.profession === OTHER_PROFESSION_OPTION;
  return true;
}

/**
 * The form field a server error names, or null when the form has no such field on screen.
 * The payload merges the profession detail into `profession`, so with Consultant or Other
 * chosen a profession error is about the detail the applicant typed.
 */
export function formFieldOf(serverField: string, values: ApplicationFormValues): ApplicationFormField | null {
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
export function describeApplicationFailure(error: unknown, values: ApplicationFormValues): ApplicationFailure {
  const message = serverMessage(error);
  if (typeof message === 'string') return { toasts: [message], fieldErrors: {} };
  if (!message) return { toasts: [APPLICATION_FAILURE_FALLBACK], fieldErrors: {} };
  const fieldErrors: FieldErrors<ApplicationFormField> = {};
  for (const item of message) {
    const field = formFieldOf(item.field, values);
    // The first message for a field wins; every one is still toasted.
    if (field && !fieldErrors[field]) fieldErrors[field] = item.message;
  }
  return { toasts: message.map((item) => `${item.field}: ${item.message}`), fieldErrors };
}
