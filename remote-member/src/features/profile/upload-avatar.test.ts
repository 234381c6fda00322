import { REQUEST_TIMEOUT_MS } from 'shared';
import { testSiteConfig } from 'shared/testing';
import { imageFile, mockStorage, PUBLIC_BASE } from './profile.test-utils';
import { avatarObjectName, forgetStorageClient, uploadAvatar } from './upload-avatar';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

const storage = testSiteConfig.storage;
const NOW = 1_700_000_000_000;
const now = () => NOW;

let logged: jest.SpyInstance;

beforeEach(() => {
  forgetStorageClient();
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('avatarObjectName', () => {
  it('is the timestamp and the file name', () => {
    expect(avatarObjectName('me.png', NOW)).toBe(`${NOW}-me.png`);
    expect(avatarObjectName('Ada_Lovelace-2.JPG', 1)).toBe('1-Ada_Lovelace-2.JPG');
  });

  it('replaces anything but letters, digits, dot, underscore and dash with a dash', () => {
    expect(avatarObjectName('my photo (1).png', 5)).toBe('5-my-photo--1-.png');
    expect(avatarObjectName('../../etc/passwd', 5)).toBe('5-.-.-etc-passwd');
    expect(avatarObjectName('café☕.webp', 5)).toBe('5-caf--.webp');
    expect(avatarObjectName('a?b#c%d&e.gif', 5)).toBe('5-a-b-c-d-e.gif');
  });

  it("never leaves '..' in a name (the storage refuses it)", () => {
    expect(avatarObjectName('a..b...png', 5)).toBe('5-a.b.png');
    expect(avatarObjectName('..png', 5)).not.toContain('..');
  });

  it('names a nameless file', () => {
    expect(avatarObjectName('', 5)).toBe('5-avatar');
  });
});

describe('uploadAvatar', () => {
  it('stores the file in the avatars bucket with its type and gives the public URL', async () => {
    const client = mockStorage();
    const file = imageFile('me.png', 'image/png');

    await expect(uploadAvatar(file, storage, now)).resolves.toBe(`${PUBLIC_BASE}/${NOW}-me.png`);

    expect(client.createClient).toHaveBeenCalledWith('https://storage.example', 'anon-key', expect.objectContaining({
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }));
    expect(client.from).toHaveBeenCalledWith('avatars');
    expect(client.upload).toHaveBeenCalledWith(`${NOW}-me.png`, file, { contentType: 'image/png' });
    expect(client.getPublicUrl).toHaveBeenCalledWith(`${NOW}-me.png`);
    expect(logged).not.toHaveBeenCalled();
  });

  it('uses the current time by default', async () => {
    const client = mockStorage();
    jest.spyOn(Date, 'now').mockReturnValue(42);
    await uploadAvatar(imageFile('a.gif', 'image/gif'), storage);
    expect(client.upload).toHaveBeenCalledWith('42-a.gif', expect.any(File), { contentType: 'image/gif' });
  });

  it('makes the storage client once per config', async () => {
    const client = mockStorage();
    await uploadAvatar(imageFile(), storage, now);
    await uploadAvatar(imageFile(), storage, now);
    expect(client.createClient).toHaveBeenCalledTimes(1);

    await uploadAvatar(imageFile(), { ...storage, url: 'https://other.example' }, now);
    expect(client.createClient).toHaveBeenCalledTimes(2);
    expect(client.createClient).toHaveBeenLastCalledWith('https://other.example', 'anon-key', expect.anything());
  });

  it('gives null and only logs when the storage refuses the file', async () => {
    const refused = new Error('Payload too large');
    const client = mockStorage(() => ({ data: null, error: refused }));
    await expect(uploadAvatar(imageFile(), storage, now)).resolves.toBeNull();
    expect(client.getPublicUrl).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Profile picture upload failed', refused);
  });

  it('gives null and only logs when the upload throws', async () => {
    const down = new TypeError('Failed to fetch');
    mockStorage(() => Promise.reject(down));
    await expect(uploadAvatar(imageFile(), storage, now)).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('Profile picture upload failed', down);
  });

  it(`gives null after ${REQUEST_TIMEOUT_MS.upload / 1000} s when the upload hangs`, async () => {
    jest.useFakeTimers();
    mockStorage(() => new Promise(() => {}));
    let outcome: unknown = 'pending';
    void uploadAvatar(imageFile(), storage, now).then((url) => { outcome = url; });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.upload - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBeNull();
    expect(logged).toHaveBeenCalledWith('Profile picture upload failed', expect.objectContaining({ message: expect.stringMatching(/timed out/) }));
  });

  it('tries to make the client again after it failed', async () => {
    const client = mockStorage();
    client.createClient.mockImplementationOnce(() => { throw new Error('chunk failed'); });
    await expect(uploadAvatar(imageFile(), storage, now)).resolves.toBeNull();
    await expect(uploadAvatar(imageFile(), storage, now)).resolves.toBe(`${PUBLIC_BASE}/${NOW}-me.png`);
    expect(client.createClient).toHaveBeenCalledTimes(2);
  });
});
