import { screen, within } from '@testing-library/react';
import { stubFetch } from 'shared/testing';
import {
  agreementBox, applicationForm, CONSULTANT_OPTION, cohostingGroup, daysGroup, diningGroup, FILL_REQUIRED,
  fillApplication, forceSubmit, goalsGroup, leave, LONG_ANSWERS, messageOf, OTHER_PROFESSION_OPTION,
  professionSelect, queryTextbox, referralSelect, renderApplicationForm, setText, submitButton, textbox,
  TEXT_LABELS, type TextAnswer,
} from './fill-application.test-utils';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

const optionTexts = (root: HTMLElement, role: 'option' | 'radio' | 'checkbox') =>
  within(root).getAllByRole(role).map((option) => (role === 'option' ? option.textContent : option.getAttribute('value')));

const isBefore = (a: HTMLElement, b: HTMLElement) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('ApplicationForm layout', () => {
  it('shows the fields in their fixed order, in sections with legends', () => {
    renderApplicationForm();
    const inOrder = [
      textbox('email'), textbox('fullName'), textbox('phoneNumber'), professionSelect(),
      ...LONG_ANSWERS.map((field) => textbox(field)),
      diningGroup(), daysGroup(), goalsGroup(), cohostingGroup(), referralSelect(),
      textbox('instagramUrl'), textbox('linkedinUrl'), textbox('dietaryRestrictions'),
      agreementBox(), submitButton(),
    ];
    inOrder.slice(1).forEach((element, index) => expect(isBefore(inOrder[index]!, element)).toBe(true));

    const section = (name: string) => screen.getByRole('group', { name });
    expect(within(section('About you')).getByRole('combobox', { name: 'Profession' })).toBe(professionSelect());
    expect(within(section('About you')).getByRole('textbox', { name: 'Phone Number' })).toBe(textbox('phoneNumber'));
    for (const field of LONG_ANSWERS) expect(within(section('Your table')).getByRole('textbox', { name: TEXT_LABELS[field] })).toBeInTheDocument();
    expect(within(section('How you dine')).getByRole('radiogroup', { name: 'Cohosting Interest' })).toBe(cohostingGroup());
    expect(within(section('How you dine')).getByRole('combobox', { name: 'Referral Source' })).toBe(referralSelect());
    expect(within(section('Optional details')).getByRole('textbox', { name: 'LinkedIn URL' })).toBe(textbox('linkedinUrl'));
    expect(within(section('Optional details')).getByRole('textbox', { name: 'Dietary Restrictions' })).toBe(textbox('dietaryRestrictions'));
  });

  it('marks the required fields, not the optional ones', () => {
    renderApplicationForm();
    for (const field of ['email', 'fullName', 'phoneNumber', ...LONG_ANSWERS] as const) {
      expect(textbox(field)).toHaveAttribute('aria-required', 'true');
    }
    expect(professionSelect()).toHaveAttribute('aria-required', 'true');
    expect(diningGroup()).toHaveAttribute('aria-required', 'true');
    for (const field of ['instagramUrl', 'linkedinUrl', 'dietaryRestrictions'] as const) {
      expect(textbox(field)).not.toHaveAttribute('aria-required');
    }
    expect(textbox('email')).toHaveAttribute('type', 'email');
    expect(textbox('phoneNumber')).toHaveAttribute('type', 'tel');
  });

  it('lists the professions in their fixed order after the placeholder', () => {
    renderApplicationForm();
    expect(optionTexts(professionSelect(), 'option')).toEqual([
      'Select your profession',
      'Physician', 'Nurse', 'Medical Student', 'Lawyer', 'Engineer', 'Software Developer',
      'Information Technology', 'Enterpreneur / Business Owner', 'Consultant (Please Specify Below)',
      'Chef / Culinary Professional', 'Marketing / Advertising', 'Finance / Accounting',
      'Sales / Business Development', 'Educator / Academic', 'Creative (Designer, Artist, etc)', 'Student',
      'Other (Please Specify Below)',
    ]);
    expect(professionSelect()).toHaveValue('');
  });

  it('lists the other options in their fixed order', () => {
    renderApplicationForm();
    expect(optionTexts(diningGroup(), 'radio')).toEqual([
      '1–2 times/month', '3–5 times/month', 'Weekly or more', 'Only on special occasions',
    ]);
    expect(optionTexts(daysGroup(), 'checkbox')).toEqual([
      'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
    ]);
    expect(optionTexts(goalsGroup(), 'checkbox')).toEqual([
      'Social community / new friendships', 'Professional networking', 'Culinary education / chef experiences',
      'Access to exclusive events', 'Support local food culture',
    ]);
    expect(optionTexts(cohostingGroup(), 'radio')).toEqual([
      'Yes, definitely', 'Maybe, with support', 'No, prefer to attend only',
    ]);
    expect(optionTexts(referralSelect(), 'option').slice(1)).toEqual([
      'Instagram', 'LinkedIn', 'TikTok', 'X (Formerly Twitter)', 'Friend', 'Google Search', 'Event or Pop-Up', 'Other',
    ]);
    // Each option is reachable by its visible text, too.
    expect(within(daysGroup()).getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  });

  it('shows the consulting field only for Consultant and the profession field only for Other', async () => {
    const { user } = renderApplicationForm();
    expect(queryTextbox('consultingField')).not.toBeInTheDocument();
    expect(queryTextbox('otherProfession')).not.toBeInTheDocument();

    await user.selectOptions(professionSelect(), CONSULTANT_OPTION);
    expect(textbox('consultingField')).toHaveAttribute('aria-required', 'true');
    expect(isBefore(professionSelect(), textbox('consultingField'))).toBe(true);
    expect(isBefore(textbox('consultingField'), textbox('professionalContribution'))).toBe(true);
    expect(queryTextbox('otherProfession')).not.toBeInTheDocument();

    await user.selectOptions(professionSelect(), OTHER_PROFESSION_OPTION);
    expect(textbox('otherProfession')).toHaveAttribute('aria-required', 'true');
    expect(queryTextbox('consultingField')).not.toBeInTheDocument();

    await user.selectOptions(professionSelect(), 'Lawyer');
    expect(queryTextbox('consultingField')).not.toBeInTheDocument();
    expect(queryTextbox('otherProfession')).not.toBeInTheDocument();
  });

  it('gives the long answers and dietary restrictions a 1000-character limit with a counter', () => {
    renderApplicationForm();
    for (const field of [...LONG_ANSWERS, 'dietaryRestrictions'] as const) {
      expect(textbox(field).tagName).toBe('TEXTAREA');
      expect(textbox(field)).toHaveAttribute('maxLength', '1000');
      expect(textbox(field)).toHaveAccessibleDescription(expect.stringContaining('1000 characters remaining'));
    }
    setText('culinarySkills', 'Bread');
    expect(textbox('culinarySkills')).toHaveAccessibleDescription(expect.stringContaining('995 characters remaining'));
  });
});

describe('ApplicationForm blur messages', () => {
  it.each<[TextAnswer, string, string]>([
    ['phoneNumber', 'call me', 'Invalid phone number format'],
    ['culinarySkills', '   ', 'This field is required'],
  ])('%s %j shows %j when it loses focus', (field, value, message) => {
    renderApplicationForm();
    if (value) setText(field, value);
    expect(messageOf(textbox(field))).toBeNull();

    leave(textbox(field));

    expect(messageOf(textbox(field))).toBe(message);
    expect(textbox(field)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(message)).toBeVisible();
  });

  it.each<[TextAnswer, string]>([
    ['phoneNumber', '(312) 555-0100'],
  ])('%s %j shows nothing when it loses focus', (field, value) => {
    renderApplicationForm();
    if (value) setText(field, value);
    leave(textbox(field));
    expect(messageOf(textbox(field))).toBeNull();
    expect(textbox(field)).not.toHaveAttribute('aria-invalid');
  });

  it("asks for a profession, and for the chosen option's detail, on blur", async () => {
    const { user } = renderApplicationForm();
    leave(professionSelect());
    expect(messageOf(professionSelect())).toBe('Profession is required');

    await user.selectOptions(professionSelect(), CONSULTANT_OPTION);
    expect(messageOf(professionSelect())).toBeNull();
    leave(textbox('consultingField'));
    expect(messageOf(textbox('consultingField'))).toBe('Please specify');

    await user.selectOptions(professionSelect(), OTHER_PROFESSION_OPTION);
    leave(textbox('otherProfession'));
    expect(messageOf(textbox('otherProfession'))).toBe('Please specify');
  });

  it.each([
    ['Dining Frequency', diningGroup, 'Please make a selection'],
    ['Referral Source', referralSelect, 'Please make a selection'],
  ])('%s shows %j when focus leaves it with nothing chosen', (_name, control, message) => {
    renderApplicationForm();
    leave(control());
    expect(messageOf(control())).toBe(message);
    expect(screen.getByText(message)).toBeVisible();
  });

  it('re-checks a field on change once it has shown a message, and clears it when fixed', async () => {
    const { user } = renderApplicationForm();
    await user.type(textbox('email'), 'ada');
    expect(messageOf(textbox('email'))).toBeNull();
    await user.tab();
    expect(messageOf(textbox('email'))).toBe('Invalid email address');

    await user.type(textbox('email'), '@club');
    expect(messageOf(textbox('email'))).toBe('Invalid email address');
    await user.type(textbox('email'), '.com');
    expect(messageOf(textbox('email'))).toBeNull();

    await user.clear(textbox('email'));
    expect(messageOf(textbox('email'))).toBe('Email is required');
  });

  it('clears a group message as soon as an option is chosen', async () => {
    const { user } = renderApplicationForm();
    leave(daysGroup());
    expect(messageOf(daysGroup())).toBe('Select at least one day');
    await user.click(within(daysGroup()).getByRole('checkbox', { name: 'Tuesday' }));
    expect(messageOf(daysGroup())).toBeNull();
    await user.click(within(daysGroup()).getByRole('checkbox', { name: 'Tuesday' }));
    expect(messageOf(daysGroup())).toBe('Select at least one day');
  });

  it('drops the detail message when another profession is chosen', async () => {
    const { user } = renderApplicationForm();
    await user.selectOptions(professionSelect(), CONSULTANT_OPTION);
    leave(textbox('consultingField'));
    expect(screen.getByText('Please specify')).toBeInTheDocument();
    await user.selectOptions(professionSelect(), 'Nurse');
    expect(screen.queryByText('Please specify')).not.toBeInTheDocument();
  });
});

describe('ApplicationForm submit messages', () => {
  it('shows every submit message on an empty submit, focuses Email and sends nothing', () => {
    renderApplicationForm();
    forceSubmit();

    expect(messageOf(textbox('email'))).toBe('Email is required.');
    expect(messageOf(textbox('fullName'))).toBe('Full Name is required.');
    expect(messageOf(textbox('phoneNumber'))).toBe('Enter a valid phone number (7–15 digits).');
    expect(messageOf(professionSelect())).toBe('Profession is required.');
    for (const field of LONG_ANSWERS) expect(messageOf(textbox(field))).toBe('This field is required.');
    expect(messageOf(diningGroup())).toBe('Please select your dining frequency.');
    expect(messageOf(daysGroup())).toBe('Please select at least one day.');
    expect(messageOf(goalsGroup())).toBe('Please select at least one goal.');
    expect(messageOf(cohostingGroup())).toBe('Please select an option.');
    expect(messageOf(referralSelect())).toBe('Referral source is required.');
    expect(messageOf(agreementBox())).toBe('Please accept the membership agreement.');
    for (const field of ['instagramUrl', 'linkedinUrl', 'dietaryRestrictions'] as const) {
      expect(messageOf(textbox(field))).toBeNull();
    }
    expect(textbox('email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each<[string, Parameters<typeof fillApplication>[0], () => HTMLElement, string]>([
    ['Consultant without its detail', { profession: CONSULTANT_OPTION }, () => textbox('consultingField'), 'Please specify your consulting field.'],
    ['Other without its detail', { profession: OTHER_PROFESSION_OPTION }, () => textbox('otherProfession'), 'Please specify your profession.'],
    ['an Instagram URL over http', { instagramUrl: 'http://instagram.com/ada' }, () => textbox('instagramUrl'), 'Enter a valid Instagram profile URL.'],
    ['a LinkedIn URL that is no profile', { linkedinUrl: 'https://www.linkedin.com/jobs/123' }, () => textbox('linkedinUrl'), 'Enter a valid LinkedIn profile URL.'],
    ['the agreement unticked', { membershipAgreement: false }, agreementBox, 'Please accept the membership agreement.'],
  ])('with %s shows only that message, focuses the field and sends nothing', (_label, overrides, control, message) => {
    renderApplicationForm();
    fillApplication(overrides);
    forceSubmit();

    expect(messageOf(control())).toBe(message);
    expect(control()).toHaveFocus();
    expect(applicationForm().querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a submit message as soon as the field is fixed', () => {
    renderApplicationForm();
    forceSubmit();
    setText('fullName', 'Ada Lovelace');
    expect(messageOf(textbox('fullName'))).toBeNull();
    expect(messageOf(textbox('email'))).toBe('Email is required.');
    setText('email', 'ada');
    expect(messageOf(textbox('email'))).toBe('Enter a valid email address.');
  });

  it("offers 'Show what is missing', which shows the submit messages and focuses the first", async () => {
    const { user } = renderApplicationForm();
    fillApplication({ phoneNumber: '', availableDays: [] });
    await user.click(screen.getByRole('button', { name: 'Show what is missing' }));
    expect(messageOf(textbox('phoneNumber'))).toBe('Enter a valid phone number (7–15 digits).');
    expect(messageOf(daysGroup())).toBe('Please select at least one day.');
    expect(textbox('phoneNumber')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ApplicationForm submit button', () => {
  const tooltipOf = (button: HTMLElement) => button.closest('[title]')?.getAttribute('title') ?? null;

  it(`is disabled with '${FILL_REQUIRED}' until the agreement is ticked and every rule passes`, async () => {
    const { user } = renderApplicationForm();
    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(submitButton()).toBeDisabled();
    expect(tooltipOf(submitButton())).toBe(FILL_REQUIRED);
    expect(screen.getByText(FILL_REQUIRED)).toBeVisible();
    expect(submitButton()).toHaveAccessibleDescription(FILL_REQUIRED);

    fillApplication({ membershipAgreement: false });
    expect(submitButton()).toBeDisabled();

    await user.click(agreementBox());
    expect(submitButton()).toBeEnabled();
    expect(tooltipOf(submitButton())).toBeNull();
    expect(screen.queryByText(FILL_REQUIRED)).not.toBeInTheDocument();
    expect(submitButton()).not.toHaveAccessibleDescription();

    setText('linkedinUrl', 'https://www.linkedin.com/feed/');
    expect(submitButton()).toBeDisabled();
    expect(tooltipOf(submitButton())).toBe(FILL_REQUIRED);
    setText('linkedinUrl', '');
    expect(submitButton()).toBeEnabled();

    await user.click(agreementBox());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(FILL_REQUIRED);
  });

  it('stays disabled while the chosen Consultant option has no detail', () => {
    renderApplicationForm();
    fillApplication({ profession: CONSULTANT_OPTION });
    expect(submitButton()).toBeDisabled();
    setText('consultingField', 'Strategy');
    expect(submitButton()).toBeEnabled();
  });
});
