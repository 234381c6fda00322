import type { Page } from 'playwright-core';
import { loginThroughForm, useFreshBrowser } from '../support/browser';
import { CDN_URL, MEMBER } from '../support/env';

/**
 * Counts React DOM renderers: every copy of react-dom in the page registers itself with the
 * devtools hook, so two copies of React would show as two renderers.
 */
const countRenderers = () => {
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    checkDCE() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    setStrictMode() {},
  };
};

const rendererCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
    .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);

describe('run-time composition', () => {
  const browser = useFreshBrowser();

  test('remotes load from the CDN port and exactly one React runs in the page', async () => {
    const { page } = browser;
    await page.addInitScript(countRenderers);
    const fromCdn = new Set<string>();
    page.on('response', (response) => {
      if (response.url().startsWith(CDN_URL) && response.ok()) fromCdn.add(new URL(response.url()).pathname.split('/')[1] ?? '');
    });
    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL('**/user');
    await page.getByRole('heading', { name: /Welcome back,/ }).waitFor();
    expect([...fromCdn].sort()).toEqual(expect.arrayContaining(['remote-member', 'remote-public']));
    expect(await rendererCount(page)).toBe(1);
  });

  test('on /login the dashboard\'s files are prefetched when idle and none of them runs; signed in, the dashboard takes them from the cache', async () => {
    const { page, context } = browser;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const fromNetwork: string[] = [];
    const fromCache: string[] = [];
    cdp.on('Network.responseReceived', ({ response }) => {
      if (!response.url.includes('/remote-member/')) return;
      (response.fromPrefetchCache || response.fromDiskCache ? fromCache : fromNetwork).push(new URL(response.url).pathname.split('/').pop() ?? '');
    });
    await page.goto('/login');
    const prefetched = page.locator('link[rel="prefetch"][href*="/remote-member/"]');
    await prefetched.first().waitFor({ state: 'attached', timeout: 10_000 });
    const files = await prefetched.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href.split('/').pop() ?? ''));
    expect(files).toContain('remoteEntry.js');
    await page.waitForTimeout(500);
    // Downloaded, not run: no script of the member remote is in the page.
    expect(await page.locator('script[src*="/remote-member/"]').count()).toBe(0);
    expect(fromNetwork).toEqual(expect.arrayContaining(files));

    await page.getByRole('textbox', { name: 'Email' }).fill(MEMBER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: /Welcome back,/ }).waitFor();
    // The module's own chunks (hashed, immutable) came from the cache the prefetch filled.
    const chunks = files.filter((file) => file !== 'remoteEntry.js');
    expect(chunks.length).toBeGreaterThan(0);
    expect(fromCache).toEqual(expect.arrayContaining(chunks));
  });

  test('a jotai write in a remote (login) is seen by the shell header at once', async () => {
    const { page } = browser;
    await page.goto('/login');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Member Login' }).waitFor();
    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Member Login' }).count()).toBe(0);
  });

  test('a toast fired in a remote shows in the shell\'s container', async () => {
    const { page } = browser;
    await page.goto('/reset-password/some-token');
    await page.getByRole('textbox', { name: 'New Password' }).fill('first-password');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('other-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    const toast = page.locator('.Toastify').getByText('Passwords do not match');
    await toast.waitFor();
    // The container is the shell's, at the top right.
    const box = await page.locator('.Toastify__toast-container').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(100);
    expect(box!.x + box!.width).toBeGreaterThan(1280 - 40);
  });

  test('with the member remote unreachable the shell shows a fallback, the rest works, and retry recovers', async () => {
    const { page } = browser;
    const blocked = `${CDN_URL}/remote-member/**`;
    await page.route(blocked, (route) => route.abort('connectionrefused'));
    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL('**/user');
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of the site is unavailable' });
    await fallback.waitFor();
    // The header and the other routes keep working.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'About the Club' }).waitFor();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/user');
    await fallback.waitFor();
    // Once the origin answers again, the retry loads the remote afresh.
    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: /Welcome back,/ }).waitFor();
    expect(await fallback.count()).toBe(0);
  });
});
