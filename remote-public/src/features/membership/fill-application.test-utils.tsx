// What the application form's tests share: rendering, finding controls by their labels and
// legends, reading a control's message, and filling the long form quickly.
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { CONSULTANT_OPTION, OTHER_PROFESSION_OPTION, type ApplicationFormValues, type MembershipApplication } from 'shared';
import { renderRoutes } from 'shared/testing';
import { ApplicationForm } from './application-form';

export { CONSULTANT_OPTION, OTHER_PROFESSION_OPTION };

// Role queries work out the accessible name and visibility of every candidate through
// getComputedStyle, which jsdom makes slow on this long, styled form (up to 100 ms a query).
// So the helpers find controls by their label, and groups by role and legend without the
// visibility check: nothing in the form is mounted but hidden, and the tests assert
// visibility with toBeVisible where it matters.
configure({ defaultHidden: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label's text as rendered: the text, then the asterisk of a required field. */
const labelled = (text: string) => new RegExp(`^${escapeRegExp(text)}\\*?$`);

export const TEXT_LABELS = {
  email: 'Email',
  fullName: 'Full Name',
  phoneNumber: 'Phone Number',
  consultingField: 'Consulting field',
  otherProfession: 'Your profession',
  professionalContribution: 'Professional Contribution',
  interestReason: 'Reason for Joining',
  culinarySkills: 'Culinary Skills',
  cuisineInterests: 'Cuisine Interests',
  restaurantRecommendations: 'Restaurant Recommendations',
  instagramUrl: 'Instagram URL',
  linkedinUrl: 'LinkedIn URL',
  dietaryRestrictions: 'Dietary Restrictions',
} as const;
export type TextAnswer = keyof typeof TEXT_LABELS;

export const LONG_ANSWERS = [
  'professionalContribution', 'interestReason', 'culinarySkills', 'cuisineInterests', 'restaurantRecommendations',
] as const;

export const AGREEMENT_LABEL = /^I understand that membership is by approval of the membership committee/;
export const FILL_REQUIRED = 'Please fill required fields';

/** Renders the form alone (with the toast container), as the landing page's join section would. */
export function renderApplicationForm() {
  return renderRoutes([{ path: '/', element: <ApplicationForm /> }], {
    toasts: true,
    // Skipping user-event's pointer-events check (a getComputedStyle walk per click) keeps it quick.
    userEventOptions: { pointerEventsCheck: 0, delay: null },
  });
}

export const applicationForm = () => screen.getByRole('form', { name: 'Membership application' });
export const textbox = (field: TextAnswer) => screen.getByLabelText(labelled(TEXT_LABELS[field]));
export const queryTextbox = (field: TextAnswer) => screen.queryByLabelText(labelled(TEXT_LABELS[field]));
export const professionSelect = () => screen.getByLabelText(labelled('Profession'));
export const referralSelect = () => screen.getByLabelText(labelled('Referral Source'));
export const diningGroup = () => screen.getByRole('radiogroup', { name: 'Dining Frequency' });
export const cohostingGroup = () => screen.getByRole('radiogroup', { name: 'Cohosting Interest' });
export const daysGroup = () => screen.getByRole('group', { name: 'Available Days' });
export const goalsGroup = () => screen.getByRole('group', { name: 'Membership Goals' });
export const agreementBox = () => screen.getByLabelText(AGREEMENT_LABEL);
export const submitButton = () => screen.getByRole('button', { name: /^(Submit Application|Submitting\.\.\.)$/ });

/** Focuses the element, then moves focus away: the field's blur check runs. */
export function leave(element: HTMLElement): void {
  const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') ?? element : element;
  act(() => target.focus());
  act(() => target.blur());
}

/** The message a control (or group) shows, read through its aria-describedby; null if none. */
export function messageOf(element: HTMLElement): string | null {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

/** Types a whole value at once (user.type is slow on long strings). */
export function setText(field: TextAnswer, value: string): void {
  fireEvent.change(textbox(field), { target: { value } });
}

/** The answers a test fills in: the form's own values. */
export type ApplicationAnswers = ApplicationFormValues;

/** A complete, valid application with every optional field left empty. */
export const validAnswers: ApplicationAnswers = {
  email: 'ada@club.com',
  fullName: 'Ada Lovelace',
  phoneNumber: '(312) 555-0100',
  profession: 'Software Developer',
  consultingField: '',
  otherProfession: '',
  professionalContribution: 'I host supper clubs for engineers.',
  interestReason: 'To meet curious people over good food.',
  culinarySkills: 'Confident home cook; bread and pasta.',
  cuisineInterests: 'Sicilian, Oaxacan and Korean.',
  restaurantRecommendations: 'Kasama, Lula Cafe and Giant.',
  diningFrequency: 'Weekly or more',
  availableDays: ['Friday', 'Saturday'],
  membershipGoals: ['Professional networking', 'Access to exclusive events'],
  cohostingInterest: 'Maybe, with support',
  referralSource: 'Friend',
  instagramUrl: '',
  linkedinUrl: '',
  dietaryRestrictions: '',
  membershipAgreement: true,
};

/** What the form sends for `validAnswers`. */
export const validBody: MembershipApplication = {
  email: 'ada@club.com',
  fullName: 'Ada Lovelace',
  phoneNumber: '3125550100',
  profession: 'Software Developer',
  professionalContribution: 'I host supper clubs for engineers.',
  interestReason: 'To meet curious people over good food.',
  culinarySkills: 'Confident home cook; bread and pasta.',
  cuisineInterests: 'Sicilian, Oaxacan and Korean.',
  restaurantRecommendations: 'Kasama, Lula Cafe and Giant.',
  diningFrequency: 'Weekly or more',
  availableDays: ['Friday', 'Saturday'],
  membershipGoals: ['Professional networking', 'Access to exclusive events'],
  cohostingInterest: 'Maybe, with support',
  referralSource: 'Friend',
  membershipAgreement: true,
};

const TEXT_BEFORE_PROFESSION = ['email', 'fullName', 'phoneNumber'] as const;
const OPTIONAL_TEXT = ['instagramUrl', 'linkedinUrl', 'dietaryRestrictions'] as const;

/**
 * Fills the form from top to bottom with `validAnswers` changed by `overrides`: empty texts,
 * choices and lists are left untouched; the agreement is ticked when asked for. It uses
 * fireEvent (one change or click per answer): how a user types or clicks is not the point
 * of the tests that fill the whole form, and user-event would make each of them seconds long.
 */
export function fillApplication(overrides: Partial<ApplicationAnswers> = {}): ApplicationAnswers {
  const answers = { ...validAnswers, ...overrides };
  const fillText = (fields: readonly TextAnswer[]) => {
    for (const field of fields) if (answers[field] !== '') setText(field, answers[field]);
  };
  const choose = (group: HTMLElement, names: string[]) => {
    for (const name of names) fireEvent.click(within(group).getByLabelText(name));
  };
  const select = (control: HTMLElement, value: string) => {
    if (value) fireEvent.change(control, { target: { value } });
  };

  fillText(TEXT_BEFORE_PROFESSION);
  select(professionSelect(), answers.profession);
  if (answers.profession === CONSULTANT_OPTION) fillText(['consultingField']);
  if (answers.profession === OTHER_PROFESSION_OPTION) fillText(['otherProfession']);
  fillText(LONG_ANSWERS);
  choose(diningGroup(), answers.diningFrequency ? [answers.diningFrequency] : []);
  choose(daysGroup(), answers.availableDays);
  choose(goalsGroup(), answers.membershipGoals);
  choose(cohostingGroup(), answers.cohostingInterest ? [answers.cohostingInterest] : []);
  select(referralSelect(), answers.referralSource);
  fillText(OPTIONAL_TEXT);
  if (answers.membershipAgreement) fireEvent.click(agreementBox());
  return answers;
}

/** Submits the form as a submit event would, whatever the state of its button. */
export function forceSubmit(): void {
  fireEvent.submit(applicationForm());
}
