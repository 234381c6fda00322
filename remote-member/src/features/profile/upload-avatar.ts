import type { SupabaseClient } from '@supabase/supabase-js';
import { REQUEST_TIMEOUT_MS, withinTime, type SiteConfig } from 'shared';

type StorageConfig = SiteConfig['storage'];

/**
 * The object name of an avatar: the current timestamp and the file's name, the name reduced to
 * letters, digits, '.', '_' and '-' (never '..') so it is a safe storage key.
 */
export function avatarObjectName(fileName: string, now: number): string {
  // Runs of dots collapse to one: the storage refuses '..' anywhere in a name.
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '-').replace(/\.{2,}/g, '.');
  return `${now}-${safe || 'avatar'}`;
}

let cached: { key: string; client: Promise<SupabaseClient> } | null = null;

/**
 * The storage client, made once per storage config. supabase-js is imported only here, when a
 * member first saves a new picture, so the dashboard's first load does not carry it.
 */
function storageClient(storage: StorageConfig): Promise<SupabaseClient> {
  const key = `${storage.url}\n${storage.anonKey}`;
  if (cached?.key !== key) {
    const client = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(storage.url, storage.anonKey, {
        // Used for storage alone: no sign-in, nothing kept in the browser, no URL parsing.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    );
    // A chunk that failed to load is tried again next time.
    client.catch(() => {
      if (cached?.client === client) cached = null;
    });
    cached = { key, client };
  }
  return cached.client;
}

/** For tests: forget the storage client. */
export function forgetStorageClient(): void {
  cached = null;
}

/**
 * Stores a chosen picture in the avatars bucket and gives its public URL. If the upload fails,
 * or hangs past REQUEST_TIMEOUT_MS.upload (the save button must not wait for ever), the picture
 * becomes null and the error is only logged.
 */
export async function uploadAvatar(file: File, storage: StorageConfig, now: () => number = Date.now): Promise<string | null> {
  try {
    const client = await storageClient(storage);
    const bucket = client.storage.from(storage.bucket);
    const name = avatarObjectName(file.name, now());
    const { error } = await withinTime(bucket.upload(name, file, { contentType: file.type }), REQUEST_TIMEOUT_MS.upload);
    if (error) throw error;
    return bucket.getPublicUrl(name).data.publicUrl;
  } catch (error) {
    console.error('Profile picture upload failed', error);
    return null;
  }
}
