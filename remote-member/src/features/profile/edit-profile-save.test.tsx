import { screen, waitFor, within } from '@testing-library/react';
import { sessionAtom, type VerifiedMember } from 'shared';
import { findToast, jsonResponse, memberUser, toastArea } from 'shared/testing';
import { MEMBERS_PATH, PRIVACY_PATH, SAVE_PATH, stubApi } from '../dashboard/dashboard.test-utils';
import { aMember } from '../directory/directory.test-utils';
import {
  chooser, editDialog, imageFile, mockStorage, nameField, openEditProfile, phoneField, PUBLIC_BASE, retype, saveButton,
  stubObjectUrls,
} from './profile.test-utils';
import { forgetStorageClient } from './upload-avatar';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

const SAVED = 'Profile updated successfully';
const withPicture = { ...memberUser, profilePicture: `${PUBLIC_BASE}/1-old.png` };

beforeEach(() => {
  stubObjectUrls();
  forgetStorageClient();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

/** Directory answers: the first load, then what a refetch sees. */
function directory(first: VerifiedMember[], after: VerifiedMember[]) {
  let loads = 0;
  return () => {
    loads += 1;
    return jsonResponse({ data: { data: loads === 1 ? first : after } });
  };
}

describe('Edit Profile: saving', () => {
  it("reads 'Saving...' and is busy while the request is pending, and sends once", async () => {
    let answer!: (response: Response) => void;
    const { calls } = stubApi({ save: () => new Promise<Response>((resolve) => { answer = resolve; }) });
    const { user } = await openEditProfile();
    await retype(user, nameField(), 'Ada King');
    await user.click(saveButton());

    expect(saveButton()).toHaveTextContent('Saving...');
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    expect(nameField()).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(editDialog()).toBeInTheDocument();
    await waitFor(() => expect(calls(SAVE_PATH)).toHaveLength(1));

    answer(jsonResponse({ user: { ...memberUser, fullName: 'Ada King' } }));
    expect(await findToast(SAVED)).toBe('success');
    expect(calls(SAVE_PATH)).toHaveLength(1);
  });

  it('sends the trimmed values with the current picture unchanged and the bearer token; replaces the user, refetches the directory, closes and toasts', async () => {
    const returned = { ...withPicture, fullName: 'Ada King', phone: '+13125550111', createdAt: '2024-03-01T12:00:00.000Z' };
    const { calls, sent } = stubApi({
      members: directory([aMember({ id: memberUser.id, fullName: 'Ada Lovelace' })], [aMember({ id: memberUser.id, fullName: 'Ada King' })]),
      save: () => jsonResponse({ user: returned }),
    });
    const { user, store } = await openEditProfile({ user: withPicture });
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();

    await retype(user, nameField(), '  Ada King ');
    await retype(user, phoneField(), ' +13125550111 ');
    await user.click(saveButton());

    expect(await findToast(SAVED)).toBe('success');
    expect(calls(SAVE_PATH)).toEqual([expect.objectContaining({
      method: 'POST',
      url: 'http://localhost/api/user/auth/edit-profile',
      body: { fullName: 'Ada King', phone: '+13125550111', profilePicture: `${PUBLIC_BASE}/1-old.png` },
      authorization: 'Bearer test-token',
    })]);
    expect(store.get(sessionAtom).currentUser).toEqual(returned);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada King' })).toBeInTheDocument();

    // The directory is fetched again, behind the list on screen (no spinner).
    expect(await screen.findByRole('button', { name: 'Ada King' })).toBeInTheDocument();
    expect(calls(MEMBERS_PATH)).toHaveLength(2);
    expect(sent.map((call) => call.path).filter((path) => path !== PRIVACY_PATH)).toEqual([MEMBERS_PATH, SAVE_PATH, MEMBERS_PATH]);
    expect(mockStorage().createClient).not.toHaveBeenCalled();
  });

  it('sends no bearer header when the session has no token (the cookie is enough)', async () => {
    const { calls } = stubApi();
    const { user } = await openEditProfile({ withToken: false });
    await retype(user, nameField(), 'Ada King');
    await user.click(saveButton());
    await findToast(SAVED);
    expect(calls(SAVE_PATH)[0]?.authorization).toBeNull();
  });

  it('merges what was sent when the answer carries no user', async () => {
    stubApi({ save: () => jsonResponse({ success: true }) });
    const { user, store } = await openEditProfile();
    await retype(user, phoneField(), '');
    await user.click(saveButton());
    await findToast(SAVED);
    expect(store.get(sessionAtom).currentUser).toEqual({ ...memberUser, phone: null, profilePicture: null });
  });

  it('keeps the directory on screen if the refetch fails', async () => {
    let loads = 0;
    stubApi({
      members: () => {
        loads += 1;
        return loads === 1 ? jsonResponse({ data: { data: [aMember({ fullName: 'Grace Hopper' })] } }) : jsonResponse({ message: 'Boom' }, 500);
      },
    });
    const { user } = await openEditProfile();
    await retype(user, nameField(), 'Ada King');
    await user.click(saveButton());
    await findToast(SAVED);
    await waitFor(() => expect(loads).toBe(2));
    expect(screen.getByRole('button', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument();
  });
});

describe('Edit Profile: a new picture', () => {
  it('uploads it first and sends its public URL', async () => {
    const storage = mockStorage();
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const { calls } = stubApi();
    const { user, store } = await openEditProfile({ user: withPicture });
    const file = imageFile('my portrait.webp', 'image/webp');
    await user.upload(chooser(), file);
    await user.click(saveButton());

    expect(await findToast(SAVED)).toBe('success');
    expect(storage.from).toHaveBeenCalledWith('avatars');
    expect(storage.upload).toHaveBeenCalledWith('1700000000000-my-portrait.webp', file, { contentType: 'image/webp' });
    const url = `${PUBLIC_BASE}/1700000000000-my-portrait.webp`;
    expect(calls(SAVE_PATH)[0]?.body).toEqual({ fullName: 'Ada Lovelace', phone: '+13125550100', profilePicture: url });
    expect(store.get(sessionAtom).currentUser?.profilePicture).toBe(url);
    expect(within(screen.getByRole('region', { name: /^Welcome back,/ })).getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', url);
  });

  it('sends null and only logs when the upload fails', async () => {
    const refused = new Error('The storage refused it');
    const storage = mockStorage(() => ({ data: null, error: refused }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = stubApi();
    const { user } = await openEditProfile({ user: withPicture });
    await user.upload(chooser(), imageFile());
    await user.click(saveButton());

    expect(await findToast(SAVED)).toBe('success');
    expect(storage.upload).toHaveBeenCalledTimes(1);
    expect(calls(SAVE_PATH)[0]?.body).toEqual({ fullName: 'Ada Lovelace', phone: '+13125550100', profilePicture: null });
    expect(logged).toHaveBeenCalledWith('Profile picture upload failed', refused);
    expect(within(toastArea()).queryByText(/refused/)).not.toBeInTheDocument();
  });
});

describe('Edit Profile: a failed save', () => {
  it('shows the server message inline and as a toast, and keeps the modal and the values', async () => {
    stubApi({ save: () => jsonResponse({ message: 'Profile picture must be stored with the club' }, 400) });
    const { user, store } = await openEditProfile();
    await retype(user, nameField(), 'Ada King');
    await user.click(saveButton());

    expect(await findToast('Profile picture must be stored with the club')).toBe('error');
    expect(within(editDialog()).getByRole('alert')).toHaveTextContent('Profile picture must be stored with the club');
    expect(nameField()).toHaveValue('Ada King');
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(saveButton()).toBeEnabled();
    expect(store.get(sessionAtom).currentUser).toEqual(memberUser);
    expect(within(toastArea()).queryByText(SAVED)).not.toBeInTheDocument();
  });

  it('puts each message of a field list on its field and toasts each', async () => {
    stubApi({
      save: () => jsonResponse({
        message: [
          { field: 'fullName', message: 'Full name is required' },
          { field: 'phone', message: 'Enter a valid phone number (7–15 digits).' },
          { field: 'profilePicture', message: 'Picture must be an uploaded image' },
        ],
      }, 400),
    });
    const { user } = await openEditProfile();
    await retype(user, nameField(), 'Ada King');
    await user.click(saveButton());

    expect(await findToast('Full name is required')).toBe('error');
    expect(await findToast('Enter a valid phone number (7–15 digits).')).toBe('error');
    expect(await findToast('Picture must be an uploaded image')).toBe('error');
    expect(nameField()).toHaveAccessibleDescription('Full name is required');
    expect(phoneField()).toHaveAccessibleDescription('Enter a valid phone number (7–15 digits).');
    expect(within(editDialog()).getByRole('alert')).toHaveTextContent('Picture must be an uploaded image');
    expect(nameField()).toHaveFocus();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("says 'Something went wrong' inline and as a toast for %s", async (_label, save) => {
    stubApi({ save });
    const { user } = await openEditProfile();
    await retype(user, nameField(), 'Ada King');
    await user.click(saveButton());
    expect(await findToast('Something went wrong')).toBe('error');
    expect(within(editDialog()).getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(saveButton()).toBeEnabled();
  });
});
