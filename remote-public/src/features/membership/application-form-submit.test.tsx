import { act, screen, within } from '@testing-library/react';
import { answerWith, findToast, jsonResponse, stubFetch, toastArea } from 'shared/testing';
import {
  agreementBox, applicationForm, CONSULTANT_OPTION, cohostingGroup, daysGroup, diningGroup, FILL_REQUIRED,
  fillApplication, forceSubmit, goalsGroup, messageOf, OTHER_PROFESSION_OPTION, professionSelect, queryTextbox,
  referralSelect, renderApplicationForm, setText, submitButton, textbox, TEXT_LABELS, validAnswers, validBody,
} from './fill-application.test-utils';

const CREATE_URL = 'http://localhost/api/user/membership/create';
const SUCCESS_TEXT = "Thank you for applying! We'll be in touch within 5-7 business days.";
const FALLBACK = 'Something went wrong. Please try again.';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

const accepted = () => jsonResponse({ success: true, message: 'Application submitted' }, 201);
const successDialog = () => screen.findByRole('dialog', { name: 'Submitted Successfully!' });

/** Fills the form, submits it with the button and waits for the answer to be handled. */
async function submitFilled(overrides: Parameters<typeof fillApplication>[0] = {}) {
  const view = renderApplicationForm();
  fillApplication(overrides);
  await view.user.click(submitButton());
  return view;
}

describe('ApplicationForm: what it sends', () => {
  it('posts the application once: phone without formatting, empty optional fields left out', async () => {
    const sent = answerWith(fetchMock, accepted);
    await submitFilled();
    await successDialog();

    expect(sent).toEqual([{ method: 'POST', url: CREATE_URL, body: validBody }]);
    for (const key of ['instagramUrl', 'linkedinUrl', 'dietaryRestrictions', 'consultingField', 'otherProfession']) {
      expect(sent[0]!.body).not.toHaveProperty(key);
    }
  });

  it('sends only the chosen detail after switching between Consultant and Other', async () => {
    const sent = answerWith(fetchMock, accepted);
    const { user } = renderApplicationForm();
    fillApplication({ profession: CONSULTANT_OPTION, consultingField: 'Strategy' });
    await user.selectOptions(professionSelect(), OTHER_PROFESSION_OPTION);
    setText('otherProfession', 'Sommelier');
    await user.click(submitButton());
    await successDialog();
    expect(sent[0]!.body).toEqual({ ...validBody, profession: 'Other - Sommelier' });
  });
});

describe('ApplicationForm: while sending', () => {
  it("reads 'Submitting...' with a spinner and stays disabled until the answer", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => { answer = resolve; }));
    await submitFilled();

    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toBe(submitButton());
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('svg[data-spinner]')).not.toBeNull();
    expect(screen.queryByText(FILL_REQUIRED)).not.toBeInTheDocument();

    forceSubmit();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(accepted()));
    await successDialog();
    expect(screen.getByRole('button', { name: 'Submit Application' })).not.toHaveAttribute('aria-busy');
  });
});

describe('ApplicationForm: success', () => {
  it('opens the success dialog, resets every field to its default, and Close closes it', async () => {
    fetchMock.mockImplementation(async () => accepted());
    const { user } = await submitFilled({
      profession: CONSULTANT_OPTION,
      consultingField: 'Strategy',
      instagramUrl: 'https://instagram.com/ada',
      dietaryRestrictions: 'None',
    });

    const dialog = await successDialog();
    expect(dialog).toHaveAccessibleDescription(SUCCESS_TEXT);
    expect(within(dialog).getByText(SUCCESS_TEXT)).toBeVisible();

    for (const field of ['email', 'fullName', 'phoneNumber', 'professionalContribution', 'interestReason',
      'culinarySkills', 'cuisineInterests', 'restaurantRecommendations', 'instagramUrl', 'linkedinUrl',
      'dietaryRestrictions'] as const) {
      expect(textbox(field)).toHaveValue('');
    }
    expect(professionSelect()).toHaveValue('');
    expect(queryTextbox('consultingField')).not.toBeInTheDocument();
    expect(referralSelect()).toHaveValue('');
    for (const group of [diningGroup(), daysGroup(), goalsGroup(), cohostingGroup()]) {
      for (const input of group.querySelectorAll('input')) expect(input).not.toBeChecked();
    }
    expect(agreementBox()).not.toBeChecked();
    expect(applicationForm().querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submit Application');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(applicationForm()).toHaveFocus();
  });
});

describe('ApplicationForm: failure', () => {
  const expectValuesKept = () => {
    expect(textbox('email')).toHaveValue(validAnswers.email);
    expect(textbox('culinarySkills')).toHaveValue(validAnswers.culinarySkills);
    expect(professionSelect()).toHaveValue(validAnswers.profession);
    expect(within(daysGroup()).getByLabelText('Friday')).toBeChecked();
    expect(agreementBox()).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit Application');
    expect(submitButton()).toBeEnabled();
  };

  it("toasts each server field error as 'field: message' and shows it on its field", async () => {
    fetchMock.mockResolvedValue(jsonResponse({
      message: [
        { field: 'email', message: 'An application for this email is already pending.' },
        { field: 'phoneNumber', message: 'Enter a valid phone number (7–15 digits).' },
        { field: 'favouriteDish', message: 'Unexpected field.' },
      ],
    }, 400));
    await submitFilled();

    expect(await findToast('email: An application for this email is already pending.')).toBe('error');
    expect(await findToast('phoneNumber: Enter a valid phone number (7–15 digits).')).toBe('error');
    expect(await findToast('favouriteDish: Unexpected field.')).toBe('error');
    expect(within(toastArea()).queryByText(FALLBACK)).not.toBeInTheDocument();

    expect(messageOf(textbox('email'))).toBe('An application for this email is already pending.');
    expect(messageOf(textbox('phoneNumber'))).toBe('Enter a valid phone number (7–15 digits).');
    expect(within(applicationForm()).queryByText('Unexpected field.')).not.toBeInTheDocument();
    expect(textbox('email')).toHaveFocus();
    expectValuesKept();

    // A server message stays until its field changes.
    act(() => textbox('email').blur());
    expect(messageOf(textbox('email'))).toBe('An application for this email is already pending.');
    setText('email', 'ada.lovelace@club.com');
    expect(messageOf(textbox('email'))).toBeNull();
    expect(messageOf(textbox('phoneNumber'))).toBe('Enter a valid phone number (7–15 digits).');
  });

  it.each([
    [CONSULTANT_OPTION, { consultingField: 'Strategy' }, 'consultingField'],
  ] as const)('shows a server profession error for %s on its detail field', async (profession, detail, field) => {
    fetchMock.mockResolvedValue(jsonResponse({ message: [{ field: 'profession', message: 'Must be at most 100 characters.' }] }, 400));
    await submitFilled({ profession, ...detail });

    expect(await findToast('profession: Must be at most 100 characters.')).toBe('error');
    expect(messageOf(textbox(field))).toBe('Must be at most 100 characters.');
    expect(messageOf(professionSelect())).toBeNull();
    expect(screen.getByLabelText(new RegExp(`^${TEXT_LABELS[field]}`))).toHaveFocus();
  });

  it('toasts a string message (the 409 for a pending application) and keeps the values', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'An application for this email is already pending.' }, 409));
    await submitFilled();

    expect(await findToast('An application for this email is already pending.')).toBe('error');
    expect(messageOf(textbox('email'))).toBeNull();
    expectValuesKept();
  });

  it.each([
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])(`toasts '${FALLBACK}' for %s`, async (_label, arrange) => {
    arrange();
    await submitFilled();

    expect(await findToast(FALLBACK)).toBe('error');
    expectValuesKept();
  });
});
