import { openBrowser, useFreshBrowser } from '../support/browser';
import { ADMIN } from '../support/env';
import { runningProduct, type RunningProduct } from '../support/product';
import { publishVariant, renderedHtmlWith, trackRemoteVersions, variantVersion, versionIn } from '../support/release';
import { signInOnce, useSession } from '../support/session';

/**
 * An administrator tries a published version of remote-public in their own browser, from the
 * panel's Releases screen: their pages (rendered by the server, and the modules their browser
 * loads) run it; a visitor's browser, at the same time, shows the stable version; "Stop trying"
 * brings the admin back to it.
 */
const REMOTE = 'remote-public';
const HEADING = 'About the Club';

interface SiteConfig { remotes: Record<string, string> }


describe("an admin's try of a version, in their browser only", () => {
  const browser = useFreshBrowser();
  let product: RunningProduct;

  beforeAll(() => {
    product = runningProduct();
  });

  test('the admin tries a version from the panel; a visitor keeps the stable one; stop trying returns it', async () => {
    const { page } = browser;
    const admin = await signInOnce(ADMIN.email, ADMIN.password);
    const stable = versionIn(((await (await page.request.get('/config.json')).json()) as SiteConfig).remotes.remote_public)!;
    const tried = variantVersion(stable);
    const marked = `${HEADING} ${tried}`;
    publishVariant(product.cdnDir, REMOTE, stable, tried, HEADING, marked);

    await page.goto('/login', { waitUntil: 'commit' });
    await useSession(page, admin);
    await page.goto('/admin?view=releases');
    const form = page.getByRole('form', { name: 'Try a version in this browser' });
    await form.getByRole('combobox', { name: 'Remote' }).selectOption(REMOTE);
    await form.getByRole('textbox', { name: 'Version' }).fill('9.9.9');
    await form.getByRole('button', { name: 'Try it' }).click();
    await form.getByRole('alert').filter({ hasText: `${REMOTE} 9.9.9 is not published` }).waitFor();

    await form.getByRole('textbox', { name: 'Version' }).fill(tried);
    await form.getByRole('button', { name: 'Try it' }).click();
    const banner = page.getByRole('status').filter({ hasText: `This browser is trying ${REMOTE} ${tried}` });
    await banner.waitFor();

    // The admin's pages: the rendered HTML and the page in the browser run the tried version.
    await renderedHtmlWith(page, `>${marked}<`);
    const loads = trackRemoteVersions(page, REMOTE);
    // (A signed-in admin's landing page is the panel: the page loads the landing module, then moves on.)
    await page.goto('/');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    expect(loads.versions()).toEqual([tried]);
    expect(versionIn(((await (await page.request.get('/config.json')).json()) as SiteConfig).remotes.remote_public)).toBe(tried);

    // A visitor, at the same time: the stable version.
    const visitor = await openBrowser();
    try {
      const visitorLoads = trackRemoteVersions(visitor.page, REMOTE);
      await visitor.page.goto('/');
      await visitor.page.getByRole('heading', { name: HEADING, exact: true }).waitFor();
      expect(visitorLoads.versions()).toEqual([stable]);
      expect(await visitor.page.getByRole('heading', { name: marked }).count()).toBe(0);
    } finally {
      await visitor.close();
    }

    await page.goto('/admin?view=releases');
    await banner.getByRole('button', { name: 'Stop trying' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(versionIn(((await (await page.request.get('/config.json')).json()) as SiteConfig).remotes.remote_public)).toBe(stable);
    loads.reset();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    expect(loads.versions()).toEqual([stable]);
  });
});
