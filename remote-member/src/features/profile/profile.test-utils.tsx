// What the profile tests share: an offline stand-in for the storage client (supabase-js is
// mocked by each test file with `jest.mock('@supabase/supabase-js')`), image files, and the
// object URLs jsdom lacks.
import { createClient } from '@supabase/supabase-js';
import { screen, within } from '@testing-library/react';
import { findSearch, renderDashboard, type RenderOptions } from '../dashboard/dashboard.test-utils';

export const PUBLIC_BASE = 'https://storage.example/storage/v1/object/public/avatars';

export type UploadResult = { data: { path: string } | null; error: Error | null };

/** Makes the mocked createClient hand out a storage client whose upload answers `upload`. */
export function mockStorage(upload: (name: string, file: File) => UploadResult | Promise<UploadResult> = (name) => ({ data: { path: name }, error: null })) {
  const uploadMock = jest.fn(async (name: string, file: File, _options?: { contentType?: string }) => upload(name, file));
  const getPublicUrl = jest.fn((name: string) => ({ data: { publicUrl: `${PUBLIC_BASE}/${name}` } }));
  const from = jest.fn((_bucket: string) => ({ upload: uploadMock, getPublicUrl }));
  (createClient as jest.Mock).mockReturnValue({ storage: { from } });
  return { createClient: createClient as jest.Mock, from, upload: uploadMock, getPublicUrl };
}

export function imageFile(name = 'me.png', type = 'image/png', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** jsdom has no object URLs: number them, and remember which were released. */
export function stubObjectUrls() {
  let next = 0;
  const revoked: string[] = [];
  const create = jest.fn(() => `blob:preview-${++next}`);
  const revoke = jest.fn((url: string) => { revoked.push(url); });
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return { create, revoke, revoked };
}

// ---------- the modal, opened from the dashboard ----------

export const editDialog = () => screen.getByRole('dialog', { name: 'Edit Profile' });
export const nameField = () => within(editDialog()).getByRole('textbox', { name: 'Full Name' });
export const phoneField = () => within(editDialog()).getByRole('textbox', { name: 'Phone' });
export const saveButton = () => within(editDialog()).getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });
/** The file chooser, by its label ('Choose File' or 'Change'). */
export const chooser = () => within(editDialog()).getByLabelText(/^(Choose File|Change)$/);

/** The Edit Profile dialog once its form is there (while the modal's code loads, it shows a spinner). */
export async function findEditDialog(): Promise<HTMLElement> {
  await screen.findByRole('form', { name: 'Edit Profile' });
  return editDialog();
}

/** Renders the dashboard (directory loaded) and opens Edit Profile from the header. */
export async function openEditProfile(options?: RenderOptions) {
  const view = renderDashboard(options);
  await findSearch();
  await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await findEditDialog();
  return view;
}

/** Replaces a field's text in one go. */
export async function retype(user: Awaited<ReturnType<typeof openEditProfile>>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}
