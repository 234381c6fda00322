import { useFreshBrowser } from '../support/browser';
import { waitForSectionAtTop } from '../support/landing';

describe('the landing page on a desktop', () => {
  const browser = useFreshBrowser({ width: 1280, height: 900 });

  test('the hero buttons and the header links scroll smoothly to their sections', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('button', { name: 'Discover More' }).click();
    await waitForSectionAtTop(page, 'about');
    await page.getByRole('button', { name: 'Join Our Community' }).click();
    await waitForSectionAtTop(page, 'join');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Benefits' }).click();
    await waitForSectionAtTop(page, 'benefits');
    await main.getByRole('button', { name: 'Contact' }).click();
    await waitForSectionAtTop(page, 'contact');
    await page.getByRole('button', { name: /home$/ }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Become a Member' }).click();
    await waitForSectionAtTop(page, 'join');
  });

  test('a section chosen on another page opens / at that section', async () => {
    const { page } = browser;
    await page.goto('/privacy');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Benefits' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForSectionAtTop(page, 'benefits');
  });

  test('the footer quick links scroll and the legal links open their pages', async () => {
    const { page } = browser;
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Member Benefits' }).click();
    await waitForSectionAtTop(page, 'benefits');
    await footer.getByRole('link', { name: 'Join Now' }).click();
    await waitForSectionAtTop(page, 'join');
    const youtube = footer.getByRole('link', { name: /YouTube/ });
    expect(await youtube.getAttribute('target')).toBe('_blank');
    expect(await youtube.getAttribute('rel')).toBe('noopener noreferrer');
    for (const [name, path, heading] of [
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms of Service', '/terms', 'Terms of Service'],
      ['Cookie Policy', '/cookies', 'Cookie Policy'],
    ] as const) {
      await page.goto('/');
      await page.locator('footer').getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByRole('link', { name: /@/ }).first().getAttribute('href')).toMatch(/^mailto:/);
    }
  });

  test('the contact map loads the configured embed only when asked', async () => {
    const { page } = browser;
    await page.route(/^https:\/\/(www\.)?google\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.goto('/');
    expect(await page.locator('#contact iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Show interactive map' }).click();
    const config = await (await page.request.get('/config.json')).json() as { mapEmbedUrl: string };
    expect(await page.locator('#contact iframe').getAttribute('src')).toBe(config.mapEmbedUrl);
  });
});

describe('the landing page at 375 px', () => {
  const browser = useFreshBrowser({ width: 375, height: 812 });

  test('the menu navigates to sections, highlights the active one and closes after a choice', async () => {
    const { page } = browser;
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await menu.getByRole('button', { name: 'Contact' }).click();
    await waitForSectionAtTop(page, 'contact');
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('navigation', { name: 'Site menu' }).getByRole('button', { name: 'Contact' }).getAttribute('aria-current')).toBe('location');
    await page.getByRole('navigation', { name: 'Site menu' }).getByRole('button', { name: 'About' }).click();
    await waitForSectionAtTop(page, 'about');
  });

  test('the menu closes on an outside click; Login opens /login', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Site menu' }).waitFor();
    await page.mouse.click(200, 600);
    await page.getByRole('navigation', { name: 'Site menu' }).waitFor({ state: 'detached' });
    // Closing is all an outside click does: no navigation.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Site menu' }).getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/login');
  });

  test('no section is wider than the screen', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.locator('footer').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
