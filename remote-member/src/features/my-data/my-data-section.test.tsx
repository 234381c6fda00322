import { screen, waitFor, within } from '@testing-library/react';
import { sessionAtom } from 'shared';
import { findToast, jsonResponse } from 'shared/testing';
import {
  DEFAULT_PRIVACY, findSearch, LEAVE_PATH, MEMBERS_PATH, PRIVACY_PATH, renderDashboard, stubApi, type ApiAnswers,
} from '../dashboard/dashboard.test-utils';

afterEach(() => jest.restoreAllMocks());

const preview = {
  id: 'member-1', fullName: 'Ada Lovelace', email: null, profession: 'Engineer', cuisineInterests: null,
  instagramUrl: null, linkedinUrl: null, memberSince: null, phone: null, user: { id: 'member-1', profilePicture: null },
};

async function openDashboard(answers: ApiAnswers = {}) {
  const api = stubApi(answers);
  const view = renderDashboard();
  await findSearch();
  const form = await screen.findByRole('form', { name: 'Directory privacy' });
  return { ...api, ...view, form };
}

const toggle = (form: HTMLElement, name: string) => within(form).getByRole('switch', { name });

describe('Privacy & your data: directory privacy', () => {
  it('shows the saved choices as switches, with Save only once something changed', async () => {
    const { form } = await openDashboard();
    expect(toggle(form, "List me in the members' directory")).toBeChecked();
    expect(toggle(form, 'Show my e-mail')).toBeChecked();
    expect(toggle(form, 'Show my phone number')).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save privacy' })).toBeDisabled();
  });

  it('saves all six choices, says so, and loads the directory again', async () => {
    const { form, user, calls } = await openDashboard();
    await user.click(toggle(form, 'Show my e-mail'));
    await user.click(toggle(form, 'Show my phone number'));
    await user.click(within(form).getByRole('button', { name: 'Save privacy' }));
    expect(await findToast('Your privacy choices are saved')).toBe('success');
    expect(calls(PRIVACY_PATH).filter((call) => call.method === 'PUT').map((call) => call.body))
      .toEqual([{ ...DEFAULT_PRIVACY, showEmail: false, showPhone: true }]);
    await waitFor(() => expect(calls(MEMBERS_PATH)).toHaveLength(2));
    expect(within(form).getByRole('button', { name: 'Save privacy' })).toBeDisabled();
  });

  it('turns the field choices off while the member is not listed', async () => {
    const { form, user } = await openDashboard();
    await user.click(toggle(form, "List me in the members' directory"));
    expect(toggle(form, 'Show my e-mail')).toBeDisabled();
    expect(toggle(form, 'Show my picture')).toBeDisabled();
  });

  it("says 'Failed to save your privacy choices' and keeps the change when the save fails", async () => {
    const { form, user } = await openDashboard({
      privacy: (request) => (request.method === 'PUT'
        ? jsonResponse({ message: 'boom' }, 500)
        : jsonResponse({ data: DEFAULT_PRIVACY, preview })),
    });
    await user.click(toggle(form, 'Show my e-mail'));
    await user.click(within(form).getByRole('button', { name: 'Save privacy' }));
    expect(await findToast('Failed to save your privacy choices')).toBe('error');
    expect(toggle(form, 'Show my e-mail')).not.toBeChecked();
  });

  it("'Preview my listing' shows the card other members receive, or that the member is not listed", async () => {
    let listed = true;
    const { form, user } = await openDashboard({
      privacy: (request, body) => {
        if (request.method === 'PUT') listed = (body as { listed: boolean }).listed;
        return jsonResponse({ data: { ...DEFAULT_PRIVACY, showEmail: false, listed }, preview: listed ? preview : null });
      },
    });
    await user.click(within(form).getByRole('button', { name: 'Preview my listing' }));
    const shown = screen.getByRole('region', { name: 'Your listing as other members see it' });
    expect(within(shown).getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('Engineer');
    expect(shown).not.toHaveTextContent('ada@');

    await user.click(toggle(form, "List me in the members' directory"));
    await user.click(within(form).getByRole('button', { name: 'Save privacy' }));
    await waitFor(() => expect(shown).toHaveTextContent('You are not in the directory'));
  });
});

describe('Privacy & your data: download and leave', () => {
  it("offers 'Download my data' as a download of the export", async () => {
    await openDashboard();
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/user/export');
    expect(link).toHaveAttribute('download');
  });

  it('asks for the password; Cancel sends nothing', async () => {
    const { user, calls } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Leave the club' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave the club?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave the club' }));
    expect(within(confirm).getByText('Password is required')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(LEAVE_PATH)).toEqual([]);
  });

  it('shows a wrong password under the field', async () => {
    const { user } = await openDashboard({
      leave: () => jsonResponse({ message: [{ field: 'password', message: 'Incorrect password' }] }, 400),
    });
    await user.click(screen.getByRole('button', { name: 'Leave the club' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave the club?' });
    await user.type(within(confirm).getByLabelText('Your password'), 'wrong');
    await user.click(within(confirm).getByRole('button', { name: 'Leave the club' }));
    expect(await within(confirm).findByText('Incorrect password')).toBeInTheDocument();
  });

  it('sends the password, says when the data is erased, and Done signs out to the home page', async () => {
    const { user, calls, store, router } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Leave the club' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave the club?' });
    await user.type(within(confirm).getByLabelText('Your password'), 'Secret-pass1');
    await user.click(within(confirm).getByRole('button', { name: 'Leave the club' }));
    const ended = await screen.findByRole('dialog', { name: 'Your membership has ended' });
    expect(calls(LEAVE_PATH).map((call) => call.body)).toEqual([{ password: 'Secret-pass1' }]);
    expect(ended).toHaveTextContent('Your personal data will be erased after 2024-04-30.');
    await user.click(within(ended).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(store.get(sessionAtom).currentUser).toBeNull());
  });
});
