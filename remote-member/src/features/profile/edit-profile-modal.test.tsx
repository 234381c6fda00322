import { screen, waitFor, within } from '@testing-library/react';
import { findToast, memberUser } from 'shared/testing';
import { findSearch, renderDashboard, SAVE_PATH, stubApi } from '../dashboard/dashboard.test-utils';
import {
  chooser, editDialog, findEditDialog, imageFile, mockStorage, nameField, openEditProfile, phoneField, retype, saveButton, stubObjectUrls,
} from './profile.test-utils';
import { forgetStorageClient } from './upload-avatar';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let urls: ReturnType<typeof stubObjectUrls>;

beforeEach(() => {
  urls = stubObjectUrls();
  forgetStorageClient();
  mockStorage();
});

afterEach(() => jest.restoreAllMocks());

const NO_CHANGES = 'No changes detected. Please update at least one field.';

describe('Edit Profile: opening', () => {
  it("opens from 'Edit Profile' with the member's name and phone, focus on Full Name", async () => {
    stubApi();
    await openEditProfile();
    expect(editDialog()).toHaveAccessibleName('Edit Profile');
    expect(nameField()).toHaveValue('Ada Lovelace');
    expect(phoneField()).toHaveValue('+13125550100');
    expect(nameField()).toHaveFocus();
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(within(editDialog()).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('opens from the edit button on the picture with focus on the file chooser', async () => {
    stubApi();
    const { user } = renderDashboard();
    await findSearch();
    await user.click(screen.getByRole('button', { name: 'Change profile picture' }));
    expect(await findEditDialog()).toBeInTheDocument();
    expect(chooser()).toHaveFocus();
  });

  it('closes with its close button, Cancel or Escape, and starts afresh next time', async () => {
    stubApi();
    const { user } = await openEditProfile();
    await retype(user, nameField(), 'Someone Else');
    await user.click(within(editDialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(nameField()).toHaveValue('Ada Lovelace');
    await user.click(within(editDialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Edit Profile: the picture', () => {
  it("shows 'No Pic' and 'Choose File' when the member has no picture", async () => {
    stubApi();
    await openEditProfile();
    expect(within(editDialog()).getByText('No Pic')).toBeInTheDocument();
    expect(within(editDialog()).getByLabelText('Choose File')).toHaveAttribute('type', 'file');
    expect(within(editDialog()).queryByLabelText('Change')).not.toBeInTheDocument();
  });

  it("shows the current picture and 'Change' when the member has one", async () => {
    stubApi();
    await openEditProfile({ user: { ...memberUser, profilePicture: 'https://storage.example/ada.png' } });
    expect(within(editDialog()).getByRole('img', { name: 'Current profile picture' })).toHaveAttribute('src', 'https://storage.example/ada.png');
    expect(within(editDialog()).queryByText('No Pic')).not.toBeInTheDocument();
    expect(within(editDialog()).getByLabelText('Change')).toHaveAttribute('type', 'file');
  });

  it('accepts images only', async () => {
    stubApi();
    await openEditProfile();
    expect(chooser()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
  });

  it("previews a chosen image, reads 'Change' and releases the preview when replaced or closed", async () => {
    stubApi();
    const { user } = await openEditProfile();
    await user.upload(chooser(), imageFile('first.png'));
    expect(await within(editDialog()).findByRole('img', { name: 'New profile picture' })).toHaveAttribute('src', 'blob:preview-1');
    expect(within(editDialog()).getByLabelText('Change')).toBeInTheDocument();
    expect(within(editDialog()).getByText('first.png')).toBeInTheDocument();
    expect(within(editDialog()).queryByText('No Pic')).not.toBeInTheDocument();

    await user.upload(chooser(), imageFile('second.jpg', 'image/jpeg'));
    await waitFor(() => expect(within(editDialog()).getByRole('img', { name: 'New profile picture' })).toHaveAttribute('src', 'blob:preview-2'));
    expect(urls.revoked).toEqual(['blob:preview-1']);

    await user.click(within(editDialog()).getByRole('button', { name: 'Close' }));
    expect(urls.revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('refuses a file that is not an image, or too large, and keeps the picture as it was', async () => {
    stubApi();
    const { user } = await openEditProfile({ userEventOptions: { applyAccept: false } });
    await user.upload(chooser(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(within(editDialog()).getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    expect(chooser()).toHaveAccessibleDescription(/Choose a PNG, JPEG, WebP or GIF image\./);
    expect(within(editDialog()).getByText('No Pic')).toBeInTheDocument();
    expect(within(editDialog()).getByLabelText('Choose File')).toBeInTheDocument();

    await user.upload(chooser(), imageFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(within(editDialog()).getByText('The picture must be 5 MB or smaller.')).toBeInTheDocument();
    expect(urls.create).not.toHaveBeenCalled();

    await user.upload(chooser(), imageFile('fine.png'));
    expect(within(editDialog()).queryByText('The picture must be 5 MB or smaller.')).not.toBeInTheDocument();
    expect(await within(editDialog()).findByRole('img', { name: 'New profile picture' })).toBeInTheDocument();
  });
});

describe('Edit Profile: checks before sending', () => {
  it("says 'No changes detected. Please update at least one field.' inline and as a toast, and sends nothing", async () => {
    const { calls } = stubApi();
    const { user } = await openEditProfile();
    await user.click(saveButton());
    expect(within(editDialog()).getByRole('alert')).toHaveTextContent(NO_CHANGES);
    expect(await findToast(NO_CHANGES)).toBe('error');
    expect(calls(SAVE_PATH)).toHaveLength(0);
    expect(editDialog()).toBeInTheDocument();
  });

  it('clears the no-changes message once something is changed', async () => {
    stubApi();
    const { user } = await openEditProfile();
    await user.click(saveButton());
    expect(within(editDialog()).getByRole('alert')).toHaveTextContent(NO_CHANGES);
    await user.type(phoneField(), '1');
    expect(within(editDialog()).queryByText(NO_CHANGES)).not.toBeInTheDocument();
  });

  it('requires a full name, with the message on the field and focus on it, and sends nothing', async () => {
    const { calls } = stubApi();
    const { user } = await openEditProfile();
    await retype(user, nameField(), '   ');
    await user.click(saveButton());
    expect(nameField()).toHaveAccessibleDescription('Full name is required');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveFocus();
    expect(calls(SAVE_PATH)).toHaveLength(0);
  });

  it('refuses a phone that is not 7-15 digits, and a name over 100 characters', async () => {
    const { calls } = stubApi();
    const { user } = await openEditProfile();
    await retype(user, nameField(), 'A'.repeat(101));
    await retype(user, phoneField(), '12ab');
    await user.click(saveButton());
    expect(nameField()).toHaveAccessibleDescription('Full name must be at most 100 characters');
    expect(phoneField()).toHaveAccessibleDescription('Enter a valid phone number (7–15 digits).');
    expect(nameField()).toHaveFocus();
    expect(calls(SAVE_PATH)).toHaveLength(0);

    await user.type(phoneField(), '3');
    expect(phoneField()).not.toHaveAttribute('aria-invalid');
  });
});
