import {
  APPLICATION_BLUR_MESSAGES, APPLICATION_FIELDS, APPLICATION_FORM_FIELDS, APPLICATION_LIMITS, APPLICATION_MESSAGES,
  applicationBlurError, applicationErrors, applicationFieldError, COHOSTING_OPTIONS, CONSULTANT_OPTION,
  DINING_FREQUENCIES, emptyApplicationValues, MEMBERSHIP_GOALS, membershipApplicationErrors, mergedProfession,
  OTHER_PROFESSION_OPTION, PROFESSIONS, REFERRAL_SOURCES, toMembershipApplication, WEEK_DAYS,
  type ApplicationFormField, type ApplicationFormValues, type MembershipApplication,
} from './application';
import { emailOfLength } from '../testing/fixtures';

const m = APPLICATION_MESSAGES;
const b = APPLICATION_BLUR_MESSAGES;

/** Every problem of an empty application, the same for the form and for the sent payload. */
const emptyErrors = {
  email: m.emailRequired,
  fullName: m.fullNameRequired,
  phoneNumber: m.phoneInvalid,
  profession: m.professionRequired,
  professionalContribution: m.fieldRequired,
  interestReason: m.fieldRequired,
  culinarySkills: m.fieldRequired,
  cuisineInterests: m.fieldRequired,
  restaurantRecommendations: m.fieldRequired,
  diningFrequency: m.diningFrequencyRequired,
  availableDays: m.availableDaysRequired,
  membershipGoals: m.membershipGoalsRequired,
  cohostingInterest: m.cohostingInterestRequired,
  referralSource: m.referralSourceRequired,
  membershipAgreement: m.agreementRequired,
};

const valid: ApplicationFormValues = {
  email: 'ada@club.com',
  fullName: 'Ada Lovelace',
  phoneNumber: '(312) 555-0100',
  profession: 'Software Developer',
  consultingField: '',
  otherProfession: '',
  professionalContribution: 'Supper clubs for engineers.',
  interestReason: 'Curious people, good food.',
  culinarySkills: 'Bread and pasta.',
  cuisineInterests: 'Sicilian.',
  restaurantRecommendations: 'Kasama.',
  diningFrequency: 'Weekly or more',
  availableDays: ['Friday', 'Saturday'],
  membershipGoals: ['Professional networking'],
  cohostingInterest: 'Maybe, with support',
  referralSource: 'Friend',
  instagramUrl: '',
  linkedinUrl: '',
  dietaryRestrictions: '',
  membershipAgreement: true,
};

const sentValid: MembershipApplication = {
  email: 'ada@club.com',
  fullName: 'Ada Lovelace',
  phoneNumber: '3125550100',
  profession: 'Software Developer',
  professionalContribution: 'Supper clubs for engineers.',
  interestReason: 'Curious people, good food.',
  culinarySkills: 'Bread and pasta.',
  cuisineInterests: 'Sicilian.',
  restaurantRecommendations: 'Kasama.',
  diningFrequency: 'Weekly or more',
  availableDays: ['Friday', 'Saturday'],
  membershipGoals: ['Professional networking'],
  cohostingInterest: 'Maybe, with support',
  referralSource: 'Friend',
  membershipAgreement: true,
};

/** The submit problem of one field once `change` is applied to the valid values. */
const problem = (field: ApplicationFormField, change: Partial<ApplicationFormValues>) =>
  applicationFieldError(field, { ...valid, ...change });
const blurProblem = (field: ApplicationFormField, change: Partial<ApplicationFormValues>) =>
  applicationBlurError(field, { ...valid, ...change });

const LONG_ANSWERS = [
  'professionalContribution', 'interestReason', 'culinarySkills', 'cuisineInterests', 'restaurantRecommendations',
] as const;

describe('option lists', () => {
  it('lists the professions in their fixed order', () => {
    expect(PROFESSIONS).toEqual([
      'Physician', 'Nurse', 'Medical Student', 'Lawyer', 'Engineer', 'Software Developer', 'Information Technology',
      'Enterpreneur / Business Owner', 'Consultant (Please Specify Below)', 'Chef / Culinary Professional',
      'Marketing / Advertising', 'Finance / Accounting', 'Sales / Business Development', 'Educator / Academic',
      'Creative (Designer, Artist, etc)', 'Student', 'Other (Please Specify Below)',
    ]);
    expect(CONSULTANT_OPTION).toBe('Consultant (Please Specify Below)');
    expect(OTHER_PROFESSION_OPTION).toBe('Other (Please Specify Below)');
  });

  it('lists dining frequencies, days, goals, cohosting and referral sources in their fixed order', () => {
    expect(DINING_FREQUENCIES).toEqual(['1–2 times/month', '3–5 times/month', 'Weekly or more', 'Only on special occasions']);
    expect(WEEK_DAYS).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(MEMBERSHIP_GOALS).toEqual([
      'Social community / new friendships', 'Professional networking', 'Culinary education / chef experiences',
      'Access to exclusive events', 'Support local food culture',
    ]);
    expect(COHOSTING_OPTIONS).toEqual(['Yes, definitely', 'Maybe, with support', 'No, prefer to attend only']);
    expect(REFERRAL_SOURCES).toEqual([
      'Instagram', 'LinkedIn', 'TikTok', 'X (Formerly Twitter)', 'Friend', 'Google Search', 'Event or Pop-Up', 'Other',
    ]);
  });

  it('starts the form empty, the agreement unticked', () => {
    for (const [field, value] of Object.entries(emptyApplicationValues)) {
      if (field === 'membershipAgreement') expect(value).toBe(false);
      else if (Array.isArray(value)) expect(value).toEqual([]);
      else expect(value).toBe('');
    }
    expect(Object.keys(emptyApplicationValues).sort()).toEqual([...APPLICATION_FORM_FIELDS].sort());
  });

  it('orders the form fields as the form shows them and the payload fields as they are sent', () => {
    expect(APPLICATION_FORM_FIELDS).toEqual([
      'email', 'fullName', 'phoneNumber', 'profession', 'consultingField', 'otherProfession', ...LONG_ANSWERS,
      'diningFrequency', 'availableDays', 'membershipGoals', 'cohostingInterest', 'referralSource', 'instagramUrl',
      'linkedinUrl', 'dietaryRestrictions', 'membershipAgreement',
    ]);
    expect(APPLICATION_FIELDS).toEqual(APPLICATION_FORM_FIELDS.filter((f) => f !== 'consultingField' && f !== 'otherProfession'));
  });

  it('has the limits the form puts on its fields', () => {
    expect(APPLICATION_LIMITS).toEqual({ email: 254, fullName: 100, phoneNumber: 24, professionDetail: 100, longText: 1000, url: 200 });
  });
});

describe('messages', () => {
  it('says the submit rules in their exact words', () => {
    expect(m).toMatchObject({
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
      fillRequired: 'Please fill required fields',
    });
    expect(m.tooLong(100)).toBe('Must be at most 100 characters.');
  });

  it('says the blur rules in their exact words', () => {
    expect(b).toMatchObject({
      emailInvalid: 'Invalid email address',
      phoneRequired: 'Phone number is required',
      phoneInvalid: 'Invalid phone number format',
      availableDaysRequired: 'Select at least one day',
    });
  });
});

describe('applicationFieldError (the submit rules)', () => {
  it('passes the valid application', () => {
    for (const field of APPLICATION_FORM_FIELDS) expect(problem(field, {})).toBeNull();
  });

  it('email: required, valid, at most 254 characters', () => {
    expect(problem('email', { email: '' })).toBe(m.emailRequired);
    expect(problem('email', { email: '   ' })).toBe(m.emailRequired);
    expect(problem('email', { email: 'ada' })).toBe(m.emailInvalid);
    expect(problem('email', { email: 'ada@club' })).toBe(m.emailInvalid);
    const longest = emailOfLength(254);
    expect(problem('email', { email: longest })).toBeNull();
    expect(problem('email', { email: ` ${longest} ` })).toBeNull();
    expect(problem('email', { email: emailOfLength(255) })).toBe(m.emailInvalid);
  });

  it('fullName: required, at most 100 characters after trimming', () => {
    expect(problem('fullName', { fullName: '' })).toBe(m.fullNameRequired);
    expect(problem('fullName', { fullName: ' \t ' })).toBe(m.fullNameRequired);
    expect(problem('fullName', { fullName: 'A' })).toBeNull();
    expect(problem('fullName', { fullName: ` ${'a'.repeat(100)} ` })).toBeNull();
    expect(problem('fullName', { fullName: 'a'.repeat(101) })).toBe(m.tooLong(100));
  });

  it('phoneNumber: 7-15 digits with an optional +, formatting not counted, at most 24 characters typed', () => {
    for (const phoneNumber of ['', '  ', '123456', '+123456', '1234567890123456', 'call me', '312.555.0100', '1+2345678']) {
      expect(problem('phoneNumber', { phoneNumber })).toBe(m.phoneInvalid);
    }
    for (const phoneNumber of ['1234567', '+123456789012345', '(312) 555-0100', '+1 312 555 0100', '+44 (0)20 7946 0958']) {
      expect(problem('phoneNumber', { phoneNumber })).toBeNull();
    }
    expect(problem('phoneNumber', { phoneNumber: '1 2 3 4 5 6 7 8 9 0 1 2 ' })).toBeNull(); // 24 characters
    expect(problem('phoneNumber', { phoneNumber: '1 2 3 4 5 6 7 8 9 0 1 2 3' })).toBe(m.phoneInvalid); // 25
  });

  it('profession: required and one of the list', () => {
    expect(problem('profession', { profession: '' })).toBe(m.professionRequired);
    expect(problem('profession', { profession: 'Astronaut' })).toBe(m.optionInvalid);
    for (const profession of PROFESSIONS) expect(problem('profession', { profession })).toBeNull();
  });

  it('consultingField: required only when Consultant is chosen, at most 100 characters', () => {
    expect(problem('consultingField', { profession: CONSULTANT_OPTION })).toBe(m.consultingFieldRequired);
    expect(problem('consultingField', { profession: CONSULTANT_OPTION, consultingField: '   ' })).toBe(m.consultingFieldRequired);
    expect(problem('consultingField', { profession: CONSULTANT_OPTION, consultingField: 'a'.repeat(100) })).toBeNull();
    expect(problem('consultingField', { profession: CONSULTANT_OPTION, consultingField: 'a'.repeat(101) })).toBe(m.tooLong(100));
    expect(problem('consultingField', { profession: OTHER_PROFESSION_OPTION })).toBeNull();
    expect(problem('consultingField', { profession: 'Lawyer', consultingField: 'a'.repeat(500) })).toBeNull();
  });

  it('otherProfession: required only when Other is chosen, at most 100 characters', () => {
    expect(problem('otherProfession', { profession: OTHER_PROFESSION_OPTION })).toBe(m.otherProfessionRequired);
    expect(problem('otherProfession', { profession: OTHER_PROFESSION_OPTION, otherProfession: 'Sommelier' })).toBeNull();
    expect(problem('otherProfession', { profession: OTHER_PROFESSION_OPTION, otherProfession: 'a'.repeat(101) })).toBe(m.tooLong(100));
    expect(problem('otherProfession', { profession: CONSULTANT_OPTION })).toBeNull();
  });

  it.each(LONG_ANSWERS)('%s: required, at most 1000 characters after trimming', (field) => {
    expect(problem(field, { [field]: '' })).toBe(m.fieldRequired);
    expect(problem(field, { [field]: '  \n ' })).toBe(m.fieldRequired);
    expect(problem(field, { [field]: ` ${'a'.repeat(1000)} ` })).toBeNull();
    expect(problem(field, { [field]: 'a'.repeat(1001) })).toBe(m.tooLong(1000));
  });

  it('diningFrequency, cohostingInterest, referralSource: required and one of their lists', () => {
    expect(problem('diningFrequency', { diningFrequency: '' })).toBe(m.diningFrequencyRequired);
    expect(problem('diningFrequency', { diningFrequency: 'Daily' })).toBe(m.optionInvalid);
    for (const diningFrequency of DINING_FREQUENCIES) expect(problem('diningFrequency', { diningFrequency })).toBeNull();

    expect(problem('cohostingInterest', { cohostingInterest: '' })).toBe(m.cohostingInterestRequired);
    expect(problem('cohostingInterest', { cohostingInterest: 'Yes' })).toBe(m.optionInvalid);
    for (const cohostingInterest of COHOSTING_OPTIONS) expect(problem('cohostingInterest', { cohostingInterest })).toBeNull();

    expect(problem('referralSource', { referralSource: ' ' })).toBe(m.referralSourceRequired);
    expect(problem('referralSource', { referralSource: 'Facebook' })).toBe(m.optionInvalid);
    for (const referralSource of REFERRAL_SOURCES) expect(problem('referralSource', { referralSource })).toBeNull();
  });

  it('availableDays: at least one, each a week day, no repeats', () => {
    expect(problem('availableDays', { availableDays: [] })).toBe(m.availableDaysRequired);
    expect(problem('availableDays', { availableDays: ['Sunday', 'Monday'] })).toBeNull();
    expect(problem('availableDays', { availableDays: [...WEEK_DAYS] })).toBeNull();
    expect(problem('availableDays', { availableDays: ['Funday'] })).toBe(m.optionInvalid);
    expect(problem('availableDays', { availableDays: ['Monday', 'Monday'] })).toBe(m.optionInvalid);
    expect(problem('availableDays', { availableDays: [...WEEK_DAYS, 'Monday'] })).toBe(m.optionInvalid);
  });

  it('membershipGoals: at least one, each a listed goal, no repeats', () => {
    expect(problem('membershipGoals', { membershipGoals: [] })).toBe(m.membershipGoalsRequired);
    expect(problem('membershipGoals', { membershipGoals: [...MEMBERSHIP_GOALS] })).toBeNull();
    expect(problem('membershipGoals', { membershipGoals: ['Free food'] })).toBe(m.optionInvalid);
    expect(problem('membershipGoals', { membershipGoals: ['Professional networking', 'Professional networking'] })).toBe(m.optionInvalid);
  });

  it('instagramUrl and linkedinUrl: optional, but a profile URL when given', () => {
    expect(problem('instagramUrl', { instagramUrl: '  ' })).toBeNull();
    expect(problem('instagramUrl', { instagramUrl: 'https://instagram.com/ada' })).toBeNull();
    expect(problem('instagramUrl', { instagramUrl: 'http://instagram.com/ada' })).toBe(m.instagramInvalid);
    expect(problem('instagramUrl', { instagramUrl: 'https://linkedin.com/in/ada' })).toBe(m.instagramInvalid);
    expect(problem('linkedinUrl', { linkedinUrl: '' })).toBeNull();
    expect(problem('linkedinUrl', { linkedinUrl: 'https://www.linkedin.com/in/ada' })).toBeNull();
    expect(problem('linkedinUrl', { linkedinUrl: 'https://www.linkedin.com/company/club' })).toBeNull();
    expect(problem('linkedinUrl', { linkedinUrl: 'http://www.linkedin.com/in/ada' })).toBe(m.linkedinInvalid);
    expect(problem('linkedinUrl', { linkedinUrl: 'https://instagram.com/ada' })).toBe(m.linkedinInvalid);
  });

  it('dietaryRestrictions: optional, at most 1000 characters', () => {
    expect(problem('dietaryRestrictions', { dietaryRestrictions: '' })).toBeNull();
    expect(problem('dietaryRestrictions', { dietaryRestrictions: 'a'.repeat(1000) })).toBeNull();
    expect(problem('dietaryRestrictions', { dietaryRestrictions: 'a'.repeat(1001) })).toBe(m.tooLong(1000));
  });

  it('membershipAgreement: must be ticked', () => {
    expect(problem('membershipAgreement', { membershipAgreement: false })).toBe(m.agreementRequired);
  });
});

describe('applicationErrors', () => {
  it('is empty for a valid application', () => {
    expect(applicationErrors(valid)).toEqual({});
    expect(applicationErrors({ ...valid, profession: CONSULTANT_OPTION, consultingField: 'Strategy' })).toEqual({});
  });

  it('lists every problem of the empty form, the agreement included', () => {
    expect(applicationErrors(emptyApplicationValues)).toEqual(emptyErrors);
  });

  it('adds the detail of the chosen profession', () => {
    expect(applicationErrors({ ...valid, profession: CONSULTANT_OPTION })).toEqual({ consultingField: m.consultingFieldRequired });
    expect(applicationErrors({ ...valid, profession: OTHER_PROFESSION_OPTION })).toEqual({ otherProfession: m.otherProfessionRequired });
  });
});

describe('applicationBlurError (the blur rules, then the submit rules)', () => {
  it('uses the blur words where a blur message exists', () => {
    expect(blurProblem('email', { email: '' })).toBe('Email is required');
    expect(blurProblem('email', { email: 'ada@club' })).toBe('Invalid email address');
    expect(blurProblem('fullName', { fullName: ' ' })).toBe('Full Name is required');
    expect(blurProblem('phoneNumber', { phoneNumber: '' })).toBe('Phone number is required');
    expect(blurProblem('phoneNumber', { phoneNumber: 'call me' })).toBe('Invalid phone number format');
    expect(blurProblem('profession', { profession: '' })).toBe('Profession is required');
    for (const field of LONG_ANSWERS) expect(blurProblem(field, { [field]: '' })).toBe('This field is required');
    expect(blurProblem('availableDays', { availableDays: [] })).toBe('Select at least one day');
    expect(blurProblem('membershipGoals', { membershipGoals: [] })).toBe('Select at least one goal');
    expect(blurProblem('diningFrequency', { diningFrequency: '' })).toBe('Please make a selection');
    expect(blurProblem('cohostingInterest', { cohostingInterest: '' })).toBe('Please make a selection');
    expect(blurProblem('referralSource', { referralSource: '' })).toBe('Please make a selection');
  });

  it("asks for the chosen profession's detail with 'Please specify'", () => {
    expect(blurProblem('consultingField', { profession: CONSULTANT_OPTION })).toBe('Please specify');
    expect(blurProblem('otherProfession', { profession: OTHER_PROFESSION_OPTION, otherProfession: ' ' })).toBe('Please specify');
    expect(blurProblem('consultingField', { profession: OTHER_PROFESSION_OPTION })).toBeNull();
    expect(blurProblem('otherProfession', { profession: 'Lawyer' })).toBeNull();
  });

  it('falls back to the submit rule when the loose rule passes', () => {
    expect(blurProblem('phoneNumber', { phoneNumber: '555-01' })).toBe(m.phoneInvalid);
    expect(blurProblem('fullName', { fullName: 'a'.repeat(101) })).toBe(m.tooLong(100));
    expect(blurProblem('profession', { profession: 'Astronaut' })).toBe(m.optionInvalid);
    expect(blurProblem('availableDays', { availableDays: ['Funday'] })).toBe(m.optionInvalid);
    expect(blurProblem('instagramUrl', { instagramUrl: 'http://instagram.com/ada' })).toBe(m.instagramInvalid);
    expect(blurProblem('linkedinUrl', { linkedinUrl: 'https://linkedin.com/feed' })).toBe(m.linkedinInvalid);
    expect(blurProblem('consultingField', { profession: CONSULTANT_OPTION, consultingField: 'a'.repeat(101) })).toBe(m.tooLong(100));
  });

  it('passes valid values and has no message for the agreement', () => {
    for (const field of APPLICATION_FORM_FIELDS) expect(blurProblem(field, {})).toBeNull();
    expect(blurProblem('membershipAgreement', { membershipAgreement: false })).toBeNull();
    expect(blurProblem('instagramUrl', { instagramUrl: '' })).toBeNull();
  });
});

describe('mergedProfession', () => {
  it("merges the detail as 'Consultant - {detail}' or 'Other - {detail}', trimmed", () => {
    expect(mergedProfession({ profession: CONSULTANT_OPTION, consultingField: '  Strategy ', otherProfession: 'x' })).toBe('Consultant - Strategy');
    expect(mergedProfession({ profession: OTHER_PROFESSION_OPTION, consultingField: 'x', otherProfession: 'Sommelier' })).toBe('Other - Sommelier');
  });

  it('keeps any other option as it is, ignoring stale details', () => {
    expect(mergedProfession({ profession: 'Lawyer', consultingField: 'Strategy', otherProfession: 'Sommelier' })).toBe('Lawyer');
    expect(mergedProfession({ profession: '', consultingField: '', otherProfession: '' })).toBe('');
  });
});

describe('toMembershipApplication', () => {
  it('trims texts, normalizes the phone and leaves empty optional fields out', () => {
    const sent = toMembershipApplication({ ...valid, email: ' ada@club.com ', fullName: ' Ada Lovelace ', instagramUrl: '   ' });
    expect(sent).toEqual(sentValid);
    expect(Object.keys(sent)).toEqual(APPLICATION_FIELDS.filter((f) => !['instagramUrl', 'linkedinUrl', 'dietaryRestrictions'].includes(f)));
    expect(sent).not.toHaveProperty('consultingField');
    expect(sent).not.toHaveProperty('otherProfession');
  });

  it('sends the optional fields, trimmed, when given', () => {
    expect(toMembershipApplication({
      ...valid,
      instagramUrl: ' https://instagram.com/ada ',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      dietaryRestrictions: ' No shellfish. ',
    })).toEqual({
      ...sentValid,
      instagramUrl: 'https://instagram.com/ada',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      dietaryRestrictions: 'No shellfish.',
    });
  });

  it('merges the profession detail and never sends it apart', () => {
    const consultant = toMembershipApplication({ ...valid, profession: CONSULTANT_OPTION, consultingField: 'Strategy', otherProfession: 'Sommelier' });
    expect(consultant.profession).toBe('Consultant - Strategy');
    const other = toMembershipApplication({ ...valid, profession: OTHER_PROFESSION_OPTION, consultingField: 'Strategy', otherProfession: 'Sommelier' });
    expect(other.profession).toBe('Other - Sommelier');
    for (const sent of [consultant, other]) {
      expect(sent).not.toHaveProperty('consultingField');
      expect(sent).not.toHaveProperty('otherProfession');
    }
  });

  it('puts days in week order and goals in list order', () => {
    const sent = toMembershipApplication({
      ...valid,
      availableDays: ['Sunday', 'Wednesday', 'Monday'],
      membershipGoals: ['Support local food culture', 'Social community / new friendships'],
    });
    expect(sent.availableDays).toEqual(['Monday', 'Wednesday', 'Sunday']);
    expect(sent.membershipGoals).toEqual(['Social community / new friendships', 'Support local food culture']);
  });

  it('sends the agreement as it stands', () => {
    expect(toMembershipApplication({ ...valid, membershipAgreement: false }).membershipAgreement).toBe(false);
  });
});

describe('membershipApplicationErrors (the API check of a sent application)', () => {
  it('passes what the form sends for a valid application', () => {
    expect(membershipApplicationErrors(sentValid)).toEqual({});
    expect(membershipApplicationErrors(toMembershipApplication({
      ...valid, profession: CONSULTANT_OPTION, consultingField: 'Strategy', instagramUrl: 'https://instagram.com/ada',
    }))).toEqual({});
    expect(membershipApplicationErrors(toMembershipApplication({
      ...valid, profession: OTHER_PROFESSION_OPTION, otherProfession: 'Sommelier',
    }))).toEqual({});
  });

  it('checks the merged profession', () => {
    const withProfession = (profession: string) => membershipApplicationErrors({ ...sentValid, profession }).profession;
    expect(withProfession('')).toBe(m.professionRequired);
    expect(withProfession('Astronaut')).toBe(m.optionInvalid);
    expect(withProfession(CONSULTANT_OPTION)).toBe(m.consultingFieldRequired);
    expect(withProfession(OTHER_PROFESSION_OPTION)).toBe(m.otherProfessionRequired);
    expect(withProfession('Consultant - ')).toBe(m.consultingFieldRequired);
    expect(withProfession('Other -   ')).toBe(m.otherProfessionRequired);
    expect(withProfession(`Consultant - ${'a'.repeat(100)}`)).toBeUndefined();
    expect(withProfession(`Other - ${'a'.repeat(101)}`)).toBe(m.tooLong(100));
    for (const profession of PROFESSIONS.filter((p) => p !== CONSULTANT_OPTION && p !== OTHER_PROFESSION_OPTION)) {
      expect(withProfession(profession)).toBeUndefined();
    }
  });

  it('reports every problem of an empty payload by payload field', () => {
    const empty: MembershipApplication = {
      email: '', fullName: '', phoneNumber: '', profession: '', professionalContribution: '', interestReason: '',
      culinarySkills: '', cuisineInterests: '', restaurantRecommendations: '', diningFrequency: '', availableDays: [],
      membershipGoals: [], cohostingInterest: '', referralSource: '', membershipAgreement: false,
    };
    expect(membershipApplicationErrors(empty)).toEqual(emptyErrors);
  });

  it('checks the optional fields when present, and the lists and limits', () => {
    expect(membershipApplicationErrors({
      ...sentValid,
      instagramUrl: 'http://instagram.com/ada',
      linkedinUrl: 'https://www.linkedin.com/feed',
      dietaryRestrictions: 'a'.repeat(1001),
      availableDays: ['Monday', 'Funday'],
      culinarySkills: 'a'.repeat(1001),
    })).toEqual({
      instagramUrl: m.instagramInvalid,
      linkedinUrl: m.linkedinInvalid,
      dietaryRestrictions: m.tooLong(1000),
      availableDays: m.optionInvalid,
      culinarySkills: m.tooLong(1000),
    });
  });

  it('accepts a phone sent with formatting, and refuses one over 24 characters', () => {
    expect(membershipApplicationErrors({ ...sentValid, phoneNumber: '(312) 555-0100' })).toEqual({});
    expect(membershipApplicationErrors({ ...sentValid, phoneNumber: '1 2 3 4 5 6 7 8 9 0 1 2 3' }).phoneNumber).toBe(m.phoneInvalid);
  });
});
