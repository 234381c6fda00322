import { fireEvent, screen, within } from '@testing-library/react';
import { SPONSOR_MESSAGES } from 'shared';
import { answerWith, findToast, jsonResponse, stubFetch } from 'shared/testing';
import {
  applicationForm, fillApplication, forceSubmit, leave, messageOf, referralSelect, renderApplicationForm, submitButton,
  textbox, validAnswers, validBody,
} from './fill-application.test-utils';

const CREATE_URL = 'http://localhost/api/user/membership/create';
const SECTION = 'Do you know a member?';
const FIRST_LABEL = "Member's email (optional)";
const SECOND_LABEL = "Second member's email (optional)";

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

const firstSponsor = () => screen.getByLabelText(FIRST_LABEL);
const secondSponsor = () => screen.getByLabelText(SECOND_LABEL);
const accepted = () => jsonResponse({ success: true, message: 'Application submitted' }, 201);
const successDialog = () => screen.findByRole('dialog', { name: 'Submitted Successfully!' });
const isBefore = (a: HTMLElement, b: HTMLElement) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Fills the whole form validly, then the sponsor fields as given. */
function fillWithSponsors(first: string, second = '') {
  fillApplication();
  if (first) fireEvent.change(firstSponsor(), { target: { value: first } });
  if (second) fireEvent.change(secondSponsor(), { target: { value: second } });
}

describe('ApplicationForm: the known members section', () => {
  it('has two optional e-mail fields under its own legend, after how the applicant dines', () => {
    renderApplicationForm();
    const section = screen.getByRole('group', { name: SECTION });
    expect(within(section).getByRole('textbox', { name: FIRST_LABEL })).toBe(firstSponsor());
    expect(within(section).getByRole('textbox', { name: SECOND_LABEL })).toBe(secondSponsor());
    expect(within(section).getByText(/we will ask them to vouch for you/)).toBeVisible();
    expect(within(section).getByText(/^Optional/)).toBeVisible();
    for (const field of [firstSponsor(), secondSponsor()]) {
      expect(field).toHaveAttribute('type', 'email');
      expect(field).not.toHaveAttribute('aria-required');
      expect(field).not.toBeRequired();
      expect(field).toHaveAttribute('maxLength', '254');
      expect(field).toHaveValue('');
    }
    expect(isBefore(referralSelect(), firstSponsor())).toBe(true);
    expect(isBefore(firstSponsor(), secondSponsor())).toBe(true);
    expect(isBefore(secondSponsor(), textbox('instagramUrl'))).toBe(true);
  });

  it('leaves the submit button enabled when both are empty', () => {
    renderApplicationForm();
    fillApplication();
    expect(submitButton()).toBeEnabled();
  });
});

describe('ApplicationForm: the sponsors it sends', () => {
  it('sends the body of today, without sponsors, when neither field holds an address', async () => {
    const sent = answerWith(fetchMock, accepted);
    const { user } = renderApplicationForm();
    fillWithSponsors('   ', '');
    await user.click(submitButton());
    await successDialog();

    expect(sent).toEqual([{ method: 'POST', url: CREATE_URL, body: validBody }]);
    expect(sent[0]!.body).not.toHaveProperty('sponsors');
  });

  it.each([
    ['both fields', ' grace@club.com ', '  katherine@club.com', ['grace@club.com', 'katherine@club.com']],
    ['the first field only', 'grace@club.com  ', '', ['grace@club.com']],
    ['the second field only', '', ' katherine@club.com', ['katherine@club.com']],
  ])('sends %s, trimmed, as sponsors', async (_label, first, second, sponsors) => {
    const sent = answerWith(fetchMock, accepted);
    const { user } = renderApplicationForm();
    fillWithSponsors(first, second);
    await user.click(submitButton());
    await successDialog();

    expect(sent).toEqual([{ method: 'POST', url: CREATE_URL, body: { ...validBody, sponsors } }]);
  });

  it('empties both fields once the application is accepted', async () => {
    fetchMock.mockImplementation(async () => accepted());
    const { user } = renderApplicationForm();
    fillWithSponsors('grace@club.com', 'katherine@club.com');
    await user.click(submitButton());
    await successDialog();
    expect(firstSponsor()).toHaveValue('');
    expect(secondSponsor()).toHaveValue('');
  });
});

describe('ApplicationForm: the sponsor rules', () => {
  it.each<[string, string, string, () => HTMLElement, string]>([
    ['an invalid address', 'grace@club', '', firstSponsor, SPONSOR_MESSAGES.invalid],
    ['an invalid second address', 'grace@club.com', 'katherine at club', secondSponsor, SPONSOR_MESSAGES.invalid],
    ["the applicant's own address", ` ${validAnswers.email.toUpperCase()} `, '', firstSponsor, SPONSOR_MESSAGES.own],
    ['the same member twice', 'grace@club.com', 'Grace@Club.com ', secondSponsor, SPONSOR_MESSAGES.duplicate],
  ])('on submit, shows %s on its field, focuses it and sends nothing', (_label, first, second, control, message) => {
    renderApplicationForm();
    fillWithSponsors(first, second);
    expect(submitButton()).toBeDisabled();
    forceSubmit();

    expect(messageOf(control())).toBe(message);
    expect(control()).toHaveAttribute('aria-invalid', 'true');
    expect(control()).toHaveAccessibleDescription(message);
    expect(screen.getByText(message)).toBeVisible();
    expect(control()).toHaveFocus();
    expect(applicationForm().querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a problem when the field loses focus, and clears it once fixed', () => {
    renderApplicationForm();
    fireEvent.change(firstSponsor(), { target: { value: 'grace' } });
    leave(firstSponsor());
    expect(messageOf(firstSponsor())).toBe(SPONSOR_MESSAGES.invalid);

    fireEvent.change(firstSponsor(), { target: { value: 'grace@club.com' } });
    expect(messageOf(firstSponsor())).toBeNull();
    expect(firstSponsor()).not.toHaveAttribute('aria-invalid');
  });

  it('shows nothing for an empty field that loses focus', () => {
    renderApplicationForm();
    leave(firstSponsor());
    leave(secondSponsor());
    expect(messageOf(firstSponsor())).toBeNull();
    expect(messageOf(secondSponsor())).toBeNull();
  });
});

describe("ApplicationForm: the server's sponsor message", () => {
  const SERVER_MESSAGE = 'Name a member other than yourself.';

  it.each([
    ['the first field when it is filled', 'grace@club.com', 'katherine@club.com', firstSponsor],
    ['the second field when only it is filled', '', 'katherine@club.com', secondSponsor],
  ])('is toasted and shown on %s', async (_label, first, second, control) => {
    fetchMock.mockResolvedValue(jsonResponse({ message: [{ field: 'sponsors', message: SERVER_MESSAGE }] }, 400));
    const { user } = renderApplicationForm();
    fillWithSponsors(first, second);
    await user.click(submitButton());

    expect(await findToast(`sponsors: ${SERVER_MESSAGE}`)).toBe('error');
    expect(messageOf(control())).toBe(SERVER_MESSAGE);
    expect(control()).toHaveAttribute('aria-invalid', 'true');
    expect(control()).toHaveFocus();
    expect(applicationForm().querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    expect(firstSponsor()).toHaveValue(first);
    expect(secondSponsor()).toHaveValue(second);

    // It stays until the field changes.
    leave(control());
    expect(messageOf(control())).toBe(SERVER_MESSAGE);
    fireEvent.change(control(), { target: { value: 'ada.friend@club.com' } });
    expect(messageOf(control())).toBeNull();
  });
});
