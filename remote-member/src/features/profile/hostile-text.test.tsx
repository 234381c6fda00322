// Issue 8, item 5: the member's own name, picture and the server's words, whatever they hold,
// show as text on the dashboard, in Edit Profile and in its toasts; a hostile picture (here one off
// the storage host; script, data: and protocol-relative URLs are checked in shared:
// format/stored-urls.test.ts, ui/hostile-text.test.tsx) is no src.
import { screen, within } from '@testing-library/react';
import { expectNothingInjected, expectOnlySafeUrls, findToast, HOSTILE_TEXT, jsonResponse, memberUser, PICTURE_HOSTS } from 'shared/testing';
import { findSearch, renderDashboard, stubApi } from '../dashboard/dashboard.test-utils';
import { editDialog, findEditDialog, nameField, openEditProfile, retype, saveButton, stubObjectUrls } from './profile.test-utils';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

beforeEach(() => stubObjectUrls());
afterEach(() => {
  jest.restoreAllMocks();
  delete window.__xss;
});

describe('Dashboard and Edit Profile: hostile text shows as typed', () => {
  it.each(Object.entries(HOSTILE_TEXT))('%s: the name in the header and in the form', async (_kind, text) => {
    const user = { ...memberUser, fullName: text };
    stubApi({}, user);
    const view = renderDashboard({ user });
    await findSearch();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Welcome back, ${text}`, { normalizeWhitespace: false });
    expectNothingInjected();

    await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await findEditDialog();
    expect(nameField()).toHaveValue(text);
    expectNothingInjected();
  });

  it.each(Object.entries(HOSTILE_TEXT))('%s: a server message echoed in the form and the toast', async (_kind, text) => {
    stubApi({ save: () => jsonResponse({ message: text }, 400) });
    const { user } = await openEditProfile();
    await retype(user, nameField(), 'Ada King');
    await user.click(saveButton());
    expect(await findToast(text)).toBe('error');
    expect(within(editDialog()).getByText(text)).toBeInTheDocument();
    expectNothingInjected();
  });
});

describe('Dashboard and Edit Profile: a hostile stored picture is never a src', () => {
  it.each(['https://evil.test/ada'])('%p', async (url) => {
    const user = { ...memberUser, profilePicture: url };
    stubApi({}, user);
    const view = renderDashboard({ user });
    await findSearch();
    expectOnlySafeUrls(document.body, [], PICTURE_HOSTS);
    await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await findEditDialog();
    expect(within(editDialog()).getByText('No Pic')).toBeInTheDocument();
    expectOnlySafeUrls(document.body, [], PICTURE_HOSTS);
    expectNothingInjected();
  });
});
