// Object names and public URLs of the avatar storage, shared by the local storage stand-in and
// the profile save (which accepts only a picture under the configured storage's public URL).
import type { StorageConfig } from '../../app/config';

/** The one bucket the club uses: the member page stores avatars there. */
export const AVATAR_BUCKET = 'avatars';

export const OBJECT_NAME_MAX_LENGTH = 200;

/**
 * Object names the stand-in stores, and the profile save accepts: 1-200 characters of ASCII
 * letters, digits, space, '.', '_', '-', '(' and ')', starting with a letter or digit, with no
 * '..' anywhere. No '/' (the bucket is flat), no backslash, no '%', '?', '#' or other characters
 * a URL would have to escape differently. The member page names files
 * `${Date.now()}-${file.name}`, so it must replace any other character of the file name (and
 * collapse a run of dots).
 */
const OBJECT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._()-]*$/;

export function isSafeObjectName(name: string): boolean {
  return name.length <= OBJECT_NAME_MAX_LENGTH && OBJECT_NAME_PATTERN.test(name) && !name.includes('..');
}

/**
 * The Storage API base URL the way supabase-js derives it from the project URL it is created
 * with: `new URL('storage/v1', url + '/')` (host lower-cased, default port dropped).
 */
export function storageApiBase(storage: StorageConfig): URL {
  return new URL('storage/v1', `${storage.url}/`);
}

/** e.g. `http://localhost:3000/storage/v1/object/public/avatars/` (what getPublicUrl starts with). */
export function avatarPublicUrlPrefix(storage: StorageConfig): string {
  return `${storageApiBase(storage).href}/object/public/${AVATAR_BUCKET}/`;
}

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export const PROFILE_PICTURE_URL_MAX_LENGTH = 2048;

/**
 * The object name of `value` when it is exactly what supabase-js `getPublicUrl(name)` returns for
 * a safe object name in the avatars bucket of the configured storage: the prefix, then
 * `encodeURI(name)`, and nothing else (no query, no fragment, no dot segments, no second
 * encoding). Null for any other value.
 */
export function avatarObjectName(storage: StorageConfig, value: string): string | null {
  const prefix = avatarPublicUrlPrefix(storage);
  if (value.length > PROFILE_PICTURE_URL_MAX_LENGTH || !value.startsWith(prefix)) return null;
  const encodedName = value.slice(prefix.length);
  const name = decodeOrNull(encodedName);
  return name !== null && isSafeObjectName(name) && encodeURI(name) === encodedName ? name : null;
}

/** Whether `value` is a public URL of an avatar in the configured storage (see avatarObjectName). */
export const isAvatarPublicUrl = (storage: StorageConfig, value: string): boolean =>
  avatarObjectName(storage, value) !== null;
