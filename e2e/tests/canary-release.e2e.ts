import { useFreshBrowser } from '../support/browser';
import { waitForLivePage } from '../support/landing';
import { runningProduct, type RunningProduct } from '../support/product';
import { publishVariant, renderedHtmlWith, runCommand, trackRemoteVersions, variantVersion, versionIn } from '../support/release';

/**
 * A canary on the running product: a second version of remote-public is published, released as
 * a 100% canary with `npm run release -- <remote> <version> --canary 100`; the page the server
 * renders and the page in the browser run the canary. `--abort` ends it: the next load is the
 * stable version again. The browser carries its id (cookie `club_bid`) throughout.
 */
const REMOTE = 'remote-public';
const HEADING = 'About the Club';

interface SiteConfig { remotes: Record<string, string> }

describe('a canary release of one remote, then its abort, on the running site', () => {
  const browser = useFreshBrowser();
  let product: RunningProduct;
  let canaryRunning = false;

  beforeAll(() => {
    product = runningProduct();
  });

  // Whatever happens, later test files get the site as it was.
  afterAll(async () => {
    if (canaryRunning) await runCommand(product, 'release', [REMOTE, '--abort']).catch(() => undefined);
  });

  test('a 100% canary shows in the rendered HTML and the page; after --abort the stable version does', async () => {
    const { page, context } = browser;
    const liveVersion = async () => versionIn(((await (await page.request.get('/config.json')).json()) as SiteConfig).remotes.remote_public);
    const heading = (name: string) => page.getByRole('heading', { name, exact: true });
    // The release state is read by the API at most every few seconds.
    const waitForLive = async (version: string) => {
      const end = Date.now() + 10_000;
      while ((await liveVersion()) !== version) {
        if (Date.now() > end) throw new Error(`/config.json never named ${REMOTE} ${version}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      return Date.now();
    };
    const loads = trackRemoteVersions(page, REMOTE);

    await page.goto('/');
    await waitForLivePage(page);
    await heading(HEADING).waitFor();
    const stable = await liveVersion();
    expect(stable).toBeDefined();
    const browserId = (await context.cookies()).find((c) => c.name === 'club_bid');
    expect(browserId).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(browserId?.value).toMatch(/^[0-9a-f-]{36}$/);

    const next = variantVersion(stable!);
    const marked = `${HEADING} ${next}`;
    publishVariant(product.cdnDir, REMOTE, stable!, next, HEADING, marked);

    const canary = await runCommand(product, 'release', [REMOTE, next, '--canary', '100']);
    canaryRunning = true;
    expect(canary.out).toContain(`canary ${next} for 100% of browsers, ${stable} stays stable`);
    const released = Date.now();
    const seen = await waitForLive(next);
    const html = await renderedHtmlWith(page, `>${marked}<`);
    expect(html).toContain(`>${marked}<`);
    expect(html).toContain(`/${REMOTE}/${next}/mf-manifest.json`);
    loads.reset();
    await page.reload();
    await waitForLivePage(page);
    await heading(marked).waitFor();
    expect(loads.versions()).toEqual([next]);
    expect(await heading(HEADING).count()).toBe(0);

    const shown = await runCommand(product, 'versions', [REMOTE]);
    expect(shown.out).toContain(`canary ${next} for 100%`);

    const abort = await runCommand(product, 'release', [REMOTE, '--abort']);
    canaryRunning = false;
    expect(abort.out).toContain(`canary ${next} aborted; everyone gets ${stable}`);
    const aborted = Date.now();
    const back = await waitForLive(stable!);
    const stableHtml = await renderedHtmlWith(page, `>${HEADING}<`);
    expect(stableHtml).toContain(`>${HEADING}<`);
    expect(stableHtml).not.toContain(marked);
    loads.reset();
    await page.reload();
    await waitForLivePage(page);
    await heading(HEADING).waitFor();
    expect(loads.versions()).toEqual([stable]);
    expect((await context.cookies()).find((c) => c.name === 'club_bid')?.value).toBe(browserId?.value);

    const history = await runCommand(product, 'versions', ['--history', REMOTE]);
    expect(history.out).toMatch(new RegExp(`${REMOTE} +abort +canary ${next.replace(/\./g, '\\.')} ended`));
    console.log(`canary of ${REMOTE} ${next}: in /config.json ${((seen - released) / 1000).toFixed(2)} s after the command; `
      + `abort reached it ${((back - aborted) / 1000).toFixed(2)} s after the command`);
  });
});
