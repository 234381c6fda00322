import { request, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL } from './env';
import { STORED_SESSION_KEY, storedUserText } from './stored-session';

/** A signed-in session taken from one real login: its cookies and the user the API answered with. */
export interface SignedIn {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  user: { id: string; fullName: string; email: string; isAdmin: boolean } & Record<string, unknown>;
}

/**
 * Signs in once through the API (as the login form would) and keeps the session, so a suite can
 * open many fresh browsers as that user without spending the per-client login rate limit.
 * `baseURL`: the site to sign in to (the product under test unless told).
 */
export async function signInOnce(email: string, password: string, baseURL = BASE_URL): Promise<SignedIn> {
  const api = await request.newContext({ baseURL });
  try {
    const answer = await api.post('/api/auth/login', { data: { email, password }, headers: { origin: new URL(baseURL).origin } });
    if (!answer.ok()) throw new Error(`login as ${email} answered ${answer.status()}`);
    const { data } = (await answer.json()) as { data: SignedIn['user'] };
    return { cookies: (await api.storageState()).cookies, user: data };
  } finally {
    await api.dispose();
  }
}

/** Puts the session in a fresh browser: its cookie, and the user in local storage as the shell keeps it. */
export async function useSession(page: Page, session: SignedIn): Promise<void> {
  await page.context().addCookies(session.cookies);
  await page.addInitScript(([key, text]) => {
    // Only on the site's first document: a test may change or clear the storage after that.
    try {
      if (window.top !== window || sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem(key, text);
    } catch {
      // A frame without storage (an embed): nothing to seed.
    }
  }, [STORED_SESSION_KEY, storedUserText(session.user)] as const);
}
