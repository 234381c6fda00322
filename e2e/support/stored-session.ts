/**
 * The session the shell keeps in local storage (shared/src/session/session-persistence.ts):
 * `{ version, session: { currentUser } }` under one key. For the tests and benchmarks that seed
 * it, and the tests that tamper with it.
 */
import type { Page } from 'playwright-core';

export const STORED_SESSION_KEY = 'club:root';

/** The text under the key for `session` (the shell writes `{ currentUser }`) at `version` (the shell's is 1). */
export function storedSessionText(session: unknown, version: unknown = 1): string {
  return JSON.stringify({ version, session });
}

/** The text the shell stores for a signed-in `user`. */
export const storedUserText = (user: unknown): string => storedSessionText({ currentUser: user });

/** A user no server ever signed in: an admin, with `fields` changed. */
export const forgedAdmin = (fields: Record<string, unknown> = {}) => ({
  id: 'forged', fullName: 'Mallory', email: 'mallory@example.com', phone: null,
  profilePicture: null, createdAt: '2024-01-01T00:00:00.000Z', isAdmin: true, ...fields,
});

/** What the page's current document holds under the key (null when nothing). */
export function readStoredSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORED_SESSION_KEY);
}

/** Writes `text` under the key in the page's current document. */
export async function writeStoredSession(page: Page, text: string): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORED_SESSION_KEY, text] as const);
}

/** Opens a page of the site that needs no session (/privacy) and writes `text` under the key. */
export async function tamperStoredSession(page: Page, text: string): Promise<void> {
  await page.goto('/privacy');
  await writeStoredSession(page, text);
}
