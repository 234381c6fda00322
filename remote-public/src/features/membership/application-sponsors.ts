// The members an applicant names as sponsors: two optional e-mail fields beside the shared
// application fields, checked by the shared sponsor rules (the API runs the same), and sent as
// `sponsors` only when at least one is filled.
import {
  APPLICATION_FORM_FIELDS, emptyApplicationValues, sponsorProblems, toMembershipApplication, type ApplicationFormValues,
  type FieldErrors, type MAX_SPONSORS,
} from 'shared';
import type { ApplicationBody } from './submit-application';

/** The sponsor fields, in the order they appear: as many as an application may name. */
export const SPONSOR_FIELDS = ['firstSponsor', 'secondSponsor'] as const satisfies { length: typeof MAX_SPONSORS };
export type SponsorField = (typeof SPONSOR_FIELDS)[number];

export type SponsorValues = Record<SponsorField, string>;

export const emptySponsorValues: SponsorValues = { firstSponsor: '', secondSponsor: '' };

/** What the application form holds: the shared application fields and the sponsor fields. */
export type ApplicationWithSponsorsValues = ApplicationFormValues & SponsorValues;
export type ApplicationWithSponsorsField = keyof ApplicationWithSponsorsValues;

export const emptyApplicationWithSponsorsValues: ApplicationWithSponsorsValues = { ...emptyApplicationValues, ...emptySponsorValues };

export const isSponsorField = (field: string): field is SponsorField => SPONSOR_FIELDS.some((f) => f === field);

/** The sponsor section follows the last field of "How you dine". */
const SECTION_AFTER = APPLICATION_FORM_FIELDS.indexOf('referralSource') + 1;

/** Every field of the form in the order it appears: the first with a message gets focus. */
export const APPLICATION_WITH_SPONSORS_FIELDS: readonly ApplicationWithSponsorsField[] = [
  ...APPLICATION_FORM_FIELDS.slice(0, SECTION_AFTER),
  ...SPONSOR_FIELDS,
  ...APPLICATION_FORM_FIELDS.slice(SECTION_AFTER),
];

/** The filled sponsor fields with their trimmed addresses, in order (an empty field is left out). */
function filledSponsors(values: SponsorValues): { field: SponsorField; address: string }[] {
  return SPONSOR_FIELDS.map((field) => ({ field, address: values[field].trim() })).filter(({ address }) => address !== '');
}

/** The problem with each filled sponsor field (the shared rules), given the applicant's own e-mail. */
export function sponsorErrors(values: SponsorValues & Pick<ApplicationFormValues, 'email'>): FieldErrors<SponsorField> {
  const filled = filledSponsors(values);
  const problems = sponsorProblems(filled.map(({ address }) => address), values.email);
  const errors: FieldErrors<SponsorField> = {};
  filled.forEach(({ field }, index) => {
    const problem = problems[index];
    if (problem) errors[field] = problem;
  });
  return errors;
}

/**
 * The sponsor field a server message about `sponsors` goes on: the first one holding an address
 * (the first field when none does).
 */
export function sponsorFieldForServer(values: Partial<SponsorValues>): SponsorField {
  return SPONSOR_FIELDS.find((field) => (values[field] ?? '').trim() !== '') ?? SPONSOR_FIELDS[0];
}

/** The body to send: the shared application's, with `sponsors` (trimmed) only when one is named. */
export function toApplicationBody(values: ApplicationWithSponsorsValues): ApplicationBody {
  const sponsors = filledSponsors(values).map(({ address }) => address);
  return { ...toMembershipApplication(values), ...(sponsors.length > 0 && { sponsors }) };
}
