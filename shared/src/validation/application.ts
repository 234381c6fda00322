// The membership application's option lists and rules. The form checks its values with the
// submit rules (and the looser blur rules); the API checks the sent payload with the same submit
// rules.
import {
  EMAIL_MAX_LENGTH, type FieldErrors, FULL_NAME_MAX_LENGTH, isBlank, isEmail, isInstagramProfileUrl,
  isLinkedInProfileUrl, isLoosePhone, isTypedPhone, normalizePhone, LONG_TEXT_MAX_LENGTH, PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH,
} from './common';

export const CONSULTANT_OPTION = 'Consultant (Please Specify Below)';
export const OTHER_PROFESSION_OPTION = 'Other (Please Specify Below)';

export const PROFESSIONS = [
  'Physician',
  'Nurse',
  'Medical Student',
  'Lawyer',
  'Engineer',
  'Software Developer',
  'Information Technology',
  'Enterpreneur / Business Owner',
  CONSULTANT_OPTION,
  'Chef / Culinary Professional',
  'Marketing / Advertising',
  'Finance / Accounting',
  'Sales / Business Development',
  'Educator / Academic',
  'Creative (Designer, Artist, etc)',
  'Student',
  OTHER_PROFESSION_OPTION,
] as const;

export const DINING_FREQUENCIES = [
  '1–2 times/month',
  '3–5 times/month',
  'Weekly or more',
  'Only on special occasions',
] as const;

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const MEMBERSHIP_GOALS = [
  'Social community / new friendships',
  'Professional networking',
  'Culinary education / chef experiences',
  'Access to exclusive events',
  'Support local food culture',
] as const;

export const COHOSTING_OPTIONS = ['Yes, definitely', 'Maybe, with support', 'No, prefer to attend only'] as const;

export const REFERRAL_SOURCES = [
  'Instagram',
  'LinkedIn',
  'TikTok',
  'X (Formerly Twitter)',
  'Friend',
  'Google Search',
  'Event or Pop-Up',
  'Other',
] as const;

/** The prefixes a profession detail is merged under. */
export const CONSULTANT_PREFIX = 'Consultant - ';
export const OTHER_PROFESSION_PREFIX = 'Other - ';

/** What the application form holds. */
export interface ApplicationFormValues {
  email: string;
  fullName: string;
  phoneNumber: string;
  profession: string;
  consultingField: string;
  otherProfession: string;
  professionalContribution: string;
  interestReason: string;
  culinarySkills: string;
  cuisineInterests: string;
  restaurantRecommendations: string;
  diningFrequency: string;
  availableDays: string[];
  membershipGoals: string[];
  cohostingInterest: string;
  referralSource: string;
  instagramUrl: string;
  linkedinUrl: string;
  dietaryRestrictions: string;
  membershipAgreement: boolean;
}
export type ApplicationFormField = keyof ApplicationFormValues;

/** The body of POST /user/membership/create. */
export interface MembershipApplication {
  email: string;
  fullName: string;
  phoneNumber: string;
  profession: string;
  professionalContribution: string;
  interestReason: string;
  culinarySkills: string;
  cuisineInterests: string;
  restaurantRecommendations: string;
  diningFrequency: string;
  availableDays: string[];
  membershipGoals: string[];
  cohostingInterest: string;
  referralSource: string;
  instagramUrl?: string;
  linkedinUrl?: string;
  dietaryRestrictions?: string;
  membershipAgreement: boolean;
}
export type ApplicationField = keyof MembershipApplication;

export const emptyApplicationValues: ApplicationFormValues = {
  email: '',
  fullName: '',
  phoneNumber: '',
  profession: '',
  consultingField: '',
  otherProfession: '',
  professionalContribution: '',
  interestReason: '',
  culinarySkills: '',
  cuisineInterests: '',
  restaurantRecommendations: '',
  diningFrequency: '',
  availableDays: [],
  membershipGoals: [],
  cohostingInterest: '',
  referralSource: '',
  instagramUrl: '',
  linkedinUrl: '',
  dietaryRestrictions: '',
  membershipAgreement: false,
};

/** The on-submit messages. */
export const APPLICATION_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  fullNameRequired: 'Full Name is required.',
  phoneInvalid: 'Enter a valid phone number (7–15 digits).',
  professionRequired: 'Profession is required.',
  consultingFieldRequired: 'Please specify your consulting field.',
  otherProfessionRequired: 'Please specify your profession.',
  fieldRequired: 'This field is required.',
  diningFrequencyRequired: 'Please select your dining frequency.',
  availableDaysRequired: 'Please select at least one day.',
  membershipGoalsRequired: 'Please select at least one goal.',
  cohostingInterestRequired: 'Please select an option.',
  referralSourceRequired: 'Referral source is required.',
  instagramInvalid: 'Enter a valid Instagram profile URL.',
  linkedinInvalid: 'Enter a valid LinkedIn profile URL.',
  agreementRequired: 'Please accept the membership agreement.',
  optionInvalid: 'Choose one of the listed options.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  fillRequired: 'Please fill required fields',
} as const;

/** The on-blur messages, slightly different from the on-submit ones. */
export const APPLICATION_BLUR_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  fullNameRequired: 'Full Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number format',
  professionRequired: 'Profession is required',
  detailRequired: 'Please specify',
  fieldRequired: 'This field is required',
  availableDaysRequired: 'Select at least one day',
  membershipGoalsRequired: 'Select at least one goal',
  selectionRequired: 'Please make a selection',
} as const;

const LONG_ANSWERS = [
  'professionalContribution',
  'interestReason',
  'culinarySkills',
  'cuisineInterests',
  'restaurantRecommendations',
] as const;

const includes = (list: readonly string[], value: string) => list.includes(value);
const tooLong = (value: string, max: number) => (value.length > max ? APPLICATION_MESSAGES.tooLong(max) : null);

function listProblem(list: readonly string[], options: readonly string[], required: string): string | null {
  if (list.length === 0) return required;
  if (list.length > options.length || new Set(list).size !== list.length) return APPLICATION_MESSAGES.optionInvalid;
  return list.every((item) => includes(options, item)) ? null : APPLICATION_MESSAGES.optionInvalid;
}

/**
 * The on-submit rules shared by the form values and the sent payload: everything but the
 * profession, which the two hold differently.
 */
function commonProblem(field: ApplicationField, payload: Omit<MembershipApplication, 'profession'>): string | null {
  const m = APPLICATION_MESSAGES;
  switch (field) {
    case 'email':
      if (isBlank(payload.email)) return m.emailRequired;
      // isEmail already refuses an address over EMAIL_MAX_LENGTH.
      return isEmail(payload.email) ? null : m.emailInvalid;
    case 'fullName':
      return isBlank(payload.fullName) ? m.fullNameRequired : tooLong(payload.fullName.trim(), FULL_NAME_MAX_LENGTH);
    case 'phoneNumber':
      // Formatting characters the blur rule allows are not counted: 7-15 digits, optional +.
      return isTypedPhone(payload.phoneNumber) ? null : m.phoneInvalid;
    case 'professionalContribution':
    case 'interestReason':
    case 'culinarySkills':
    case 'cuisineInterests':
    case 'restaurantRecommendations':
      return isBlank(payload[field]) ? m.fieldRequired : tooLong(payload[field].trim(), LONG_TEXT_MAX_LENGTH);
    case 'diningFrequency':
      if (isBlank(payload.diningFrequency)) return m.diningFrequencyRequired;
      return includes(DINING_FREQUENCIES, payload.diningFrequency) ? null : m.optionInvalid;
    case 'availableDays':
      return listProblem(payload.availableDays, WEEK_DAYS, m.availableDaysRequired);
    case 'membershipGoals':
      return listProblem(payload.membershipGoals, MEMBERSHIP_GOALS, m.membershipGoalsRequired);
    case 'cohostingInterest':
      if (isBlank(payload.cohostingInterest)) return m.cohostingInterestRequired;
      return includes(COHOSTING_OPTIONS, payload.cohostingInterest) ? null : m.optionInvalid;
    case 'referralSource':
      if (isBlank(payload.referralSource)) return m.referralSourceRequired;
      return includes(REFERRAL_SOURCES, payload.referralSource) ? null : m.optionInvalid;
    case 'instagramUrl':
      return isBlank(payload.instagramUrl) || isInstagramProfileUrl(payload.instagramUrl ?? '') ? null : m.instagramInvalid;
    case 'linkedinUrl':
      return isBlank(payload.linkedinUrl) || isLinkedInProfileUrl(payload.linkedinUrl ?? '') ? null : m.linkedinInvalid;
    case 'dietaryRestrictions':
      return tooLong((payload.dietaryRestrictions ?? '').trim(), LONG_TEXT_MAX_LENGTH);
    case 'membershipAgreement':
      return payload.membershipAgreement === true ? null : m.agreementRequired;
    case 'profession':
      return null;
  }
}

/** The form fields in the order they appear, for error lists and focusing the first problem. */
export const APPLICATION_FORM_FIELDS: readonly ApplicationFormField[] = [
  'email', 'fullName', 'phoneNumber', 'profession', 'consultingField', 'otherProfession',
  ...LONG_ANSWERS, 'diningFrequency', 'availableDays', 'membershipGoals', 'cohostingInterest',
  'referralSource', 'instagramUrl', 'linkedinUrl', 'dietaryRestrictions', 'membershipAgreement',
];

/** The payload fields in the order they are sent. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'email', 'fullName', 'phoneNumber', 'profession', ...LONG_ANSWERS, 'diningFrequency',
  'availableDays', 'membershipGoals', 'cohostingInterest', 'referralSource', 'instagramUrl',
  'linkedinUrl', 'dietaryRestrictions', 'membershipAgreement',
];

/** The on-submit problem with one form field, or null. */
export function applicationFieldError(field: ApplicationFormField, values: ApplicationFormValues): string | null {
  const m = APPLICATION_MESSAGES;
  switch (field) {
    case 'profession':
      if (isBlank(values.profession)) return m.professionRequired;
      return includes(PROFESSIONS, values.profession) ? null : m.optionInvalid;
    case 'consultingField':
      if (values.profession !== CONSULTANT_OPTION) return null;
      return isBlank(values.consultingField)
        ? m.consultingFieldRequired
        : tooLong(values.consultingField.trim(), SHORT_TEXT_MAX_LENGTH);
    case 'otherProfession':
      if (values.profession !== OTHER_PROFESSION_OPTION) return null;
      return isBlank(values.otherProfession)
        ? m.otherProfessionRequired
        : tooLong(values.otherProfession.trim(), SHORT_TEXT_MAX_LENGTH);
    default:
      return commonProblem(field, values);
  }
}

/** Every on-submit problem of the form, keyed by field. The agreement is reported too. */
export function applicationErrors(values: ApplicationFormValues): FieldErrors<ApplicationFormField> {
  const errors: FieldErrors<ApplicationFormField> = {};
  for (const field of APPLICATION_FORM_FIELDS) {
    const problem = applicationFieldError(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * The message shown when a field loses focus: the looser blur rule first (a phone may hold
 * spaces, dashes and parentheses), then the submit rule, so a value that passes on blur but
 * cannot be sent still says why.
 */
export function applicationBlurError(field: ApplicationFormField, values: ApplicationFormValues): string | null {
  const b = APPLICATION_BLUR_MESSAGES;
  switch (field) {
    case 'email':
      if (isBlank(values.email)) return b.emailRequired;
      if (!isEmail(values.email)) return b.emailInvalid;
      break;
    case 'fullName':
      if (isBlank(values.fullName)) return b.fullNameRequired;
      break;
    case 'phoneNumber':
      if (isBlank(values.phoneNumber)) return b.phoneRequired;
      if (!isLoosePhone(values.phoneNumber)) return b.phoneInvalid;
      break;
    case 'profession':
      if (isBlank(values.profession)) return b.professionRequired;
      break;
    case 'consultingField':
      if (values.profession === CONSULTANT_OPTION && isBlank(values.consultingField)) return b.detailRequired;
      break;
    case 'otherProfession':
      if (values.profession === OTHER_PROFESSION_OPTION && isBlank(values.otherProfession)) return b.detailRequired;
      break;
    case 'professionalContribution':
    case 'interestReason':
    case 'culinarySkills':
    case 'cuisineInterests':
    case 'restaurantRecommendations':
      if (isBlank(values[field])) return b.fieldRequired;
      break;
    case 'availableDays':
      if (values.availableDays.length === 0) return b.availableDaysRequired;
      break;
    case 'membershipGoals':
      if (values.membershipGoals.length === 0) return b.membershipGoalsRequired;
      break;
    case 'diningFrequency':
    case 'cohostingInterest':
    case 'referralSource':
      if (isBlank(values[field])) return b.selectionRequired;
      break;
    case 'membershipAgreement':
      // Unticking the agreement disables the submit button; no message on blur.
      return null;
    default:
      break;
  }
  return applicationFieldError(field, values);
}

/** The merged profession: 'Consultant - {detail}', 'Other - {detail}' or the option itself. */
export function mergedProfession(values: Pick<ApplicationFormValues, 'profession' | 'consultingField' | 'otherProfession'>): string {
  if (values.profession === CONSULTANT_OPTION) return `${CONSULTANT_PREFIX}${values.consultingField.trim()}`;
  if (values.profession === OTHER_PROFESSION_OPTION) return `${OTHER_PROFESSION_PREFIX}${values.otherProfession.trim()}`;
  return values.profession;
}

/** The body to send: texts trimmed, the phone without formatting, the profession merged, empty optional fields left out. */
export function toMembershipApplication(values: ApplicationFormValues): MembershipApplication {
  const optional = (key: 'instagramUrl' | 'linkedinUrl' | 'dietaryRestrictions') => {
    const value = values[key].trim();
    return value ? { [key]: value } : {};
  };
  return {
    email: values.email.trim(),
    fullName: values.fullName.trim(),
    phoneNumber: normalizePhone(values.phoneNumber),
    profession: mergedProfession(values),
    professionalContribution: values.professionalContribution.trim(),
    interestReason: values.interestReason.trim(),
    culinarySkills: values.culinarySkills.trim(),
    cuisineInterests: values.cuisineInterests.trim(),
    restaurantRecommendations: values.restaurantRecommendations.trim(),
    diningFrequency: values.diningFrequency,
    availableDays: WEEK_DAYS.filter((day) => values.availableDays.includes(day)),
    membershipGoals: MEMBERSHIP_GOALS.filter((goal) => values.membershipGoals.includes(goal)),
    cohostingInterest: values.cohostingInterest,
    referralSource: values.referralSource,
    ...optional('instagramUrl'),
    ...optional('linkedinUrl'),
    ...optional('dietaryRestrictions'),
    membershipAgreement: values.membershipAgreement,
  };
}

/** The sent profession's problem: a listed option, or a merged 'Consultant - x' / 'Other - x'. */
function sentProfessionProblem(profession: string): string | null {
  const m = APPLICATION_MESSAGES;
  if (isBlank(profession)) return m.professionRequired;
  if (profession === CONSULTANT_OPTION) return m.consultingFieldRequired;
  if (profession === OTHER_PROFESSION_OPTION) return m.otherProfessionRequired;
  for (const [prefix, missing] of [
    [CONSULTANT_PREFIX, m.consultingFieldRequired],
    [OTHER_PROFESSION_PREFIX, m.otherProfessionRequired],
  ] as const) {
    if (profession.startsWith(prefix)) {
      const detail = profession.slice(prefix.length).trim();
      return detail ? tooLong(detail, SHORT_TEXT_MAX_LENGTH) : missing;
    }
  }
  return includes(PROFESSIONS, profession) ? null : m.optionInvalid;
}

/** Every on-submit problem of a sent application (the API's check), keyed by field. */
export function membershipApplicationErrors(payload: MembershipApplication): FieldErrors<ApplicationField> {
  const errors: FieldErrors<ApplicationField> = {};
  for (const field of APPLICATION_FIELDS) {
    const problem = field === 'profession' ? sentProfessionProblem(payload.profession) : commonProblem(field, payload);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export const APPLICATION_LIMITS = {
  email: EMAIL_MAX_LENGTH,
  fullName: FULL_NAME_MAX_LENGTH,
  phoneNumber: PHONE_MAX_LENGTH,
  professionDetail: SHORT_TEXT_MAX_LENGTH,
  longText: LONG_TEXT_MAX_LENGTH,
  url: URL_MAX_LENGTH,
} as const;
