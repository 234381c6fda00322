import { useFreshBrowser } from '../support/browser';
import { waitForLivePage } from '../support/landing';
import { isAlive } from '../support/processes';
import { runningProduct, type RunningProduct } from '../support/product';
import { publishVariant, renderedHtmlWith, runCommand, trackRemoteVersions, variantVersion } from '../support/release';

/**
 * Release and rollback on the running product: a second version of remote-public is published
 * to the product's CDN folder, `npm run release` points the site at it, the next page the server
 * renders and a reload show it; `npm run release` with the first version rolls back. The product
 * is never rebuilt nor restarted (same process throughout).
 */
const REMOTE = 'remote-public';
const HEADING = 'About the Club';

interface SiteConfig { remotes: Record<string, string> }

describe('release and rollback of one remote, on the running site', () => {
  const browser = useFreshBrowser();
  let product: RunningProduct;
  let original: string | undefined;

  beforeAll(() => {
    product = runningProduct();
  });

  // Whatever happens, later test files get the site as it was.
  afterAll(async () => {
    if (original) await runCommand(product, 'release', [REMOTE, original]).catch(() => undefined);
  });

  test('the next page load runs the released version, and the older one after a rollback', async () => {
    const { page } = browser;
    const timings: Array<[string, number]> = [];
    const liveUrl = async () => ((await (await page.request.get('/config.json')).json()) as SiteConfig).remotes.remote_public!;
    const heading = (name: string) => page.getByRole('heading', { name, exact: true });
    const loads = trackRemoteVersions(page, REMOTE);
    expect(isAlive(product.pid)).toBe(true);

    // The version live now, and a second one published beside it (immutable, like `npm run ship`).
    original = /\/remote-public\/([^/]+)\/mf-manifest\.json$/.exec(await liveUrl())?.[1];
    expect(original).toBeDefined();
    const next = variantVersion(original!);
    const marked = `${HEADING} ${next}`;
    let started = performance.now();
    publishVariant(product.cdnDir, REMOTE, original!, next, HEADING, marked);
    timings.push(['publish a second version (copy, edit, rename into place)', performance.now() - started]);

    await page.goto('/');
    await waitForLivePage(page);
    await heading(HEADING).waitFor();
    expect(loads.versions()).toEqual([original]);

    // Release: one command, then a reload.
    const released = await runCommand(product, 'release', [REMOTE, next]);
    timings.push([`npm run release -- ${REMOTE} ${next}`, released.ms]);
    expect(released.out).toContain(`${original} -> ${next}`);
    expect(await liveUrl()).toMatch(new RegExp(`/${REMOTE}/${next.replace(/\./g, '\\.')}/mf-manifest\\.json$`));
    // The next pages' HTML is the released version's, rendered by the server. (Its first render
    // comes while the new config's renderer starts; on a busy machine that can pass the render's
    // time limit, and that one page is the plain page the browser draws, on the released version.)
    started = performance.now();
    const releasedHtml = await renderedHtmlWith(page, `>${marked}<`);
    timings.push(['the next page rendered with the released version', performance.now() - started]);
    expect(releasedHtml).toContain(`>${marked}<`);
    expect(releasedHtml).toContain(`/${REMOTE}/${next}/mf-manifest.json`);
    loads.reset();
    started = performance.now();
    await page.reload();
    await waitForLivePage(page);
    await heading(marked).waitFor();
    timings.push(['reload until the released version shows', performance.now() - started]);
    expect(loads.versions()).toEqual([next]);
    // The manifest came inlined in the page; the entry from the CDN.
    expect(loads.files()).toEqual(expect.arrayContaining([`/${REMOTE}/${next}/remoteEntry.js`]));
    expect(await heading(HEADING).count()).toBe(0);

    // `npm run versions` sees both, the new one live.
    const listed = await runCommand(product, 'versions', [REMOTE]);
    expect(listed.out).toMatch(new RegExp(`\\* ${next.replace(/\./g, '\\.')} +published .*LIVE`));
    expect(listed.out).toMatch(new RegExp(` {3}${original!.replace(/\./g, '\\.')} `));

    // Rollback: the same command with the older version.
    const rolledBack = await runCommand(product, 'release', [REMOTE, original!]);
    timings.push([`npm run release -- ${REMOTE} ${original} (rollback)`, rolledBack.ms]);
    expect(rolledBack.out).toContain(`${next} -> ${original}`);
    const rolledBackHtml = await renderedHtmlWith(page, `>${HEADING}<`);
    expect(rolledBackHtml).toContain(`>${HEADING}<`);
    expect(rolledBackHtml).not.toContain(marked);
    loads.reset();
    started = performance.now();
    await page.reload();
    await waitForLivePage(page);
    await heading(HEADING).waitFor();
    timings.push(['reload until the rolled-back version shows', performance.now() - started]);
    expect(loads.versions()).toEqual([original]);
    expect(await heading(marked).count()).toBe(0);

    // Neither rebuilt nor restarted: the same product process answered throughout.
    expect(isAlive(product.pid)).toBe(true);
    expect(runningProduct().pid).toBe(product.pid);
    expect((await page.request.get('/api/health')).ok()).toBe(true);

    console.log(`release and rollback of ${REMOTE} (${original} <-> ${next}), wall times:\n`
      + timings.map(([what, ms]) => `  ${(ms / 1000).toFixed(2).padStart(6)} s  ${what}`).join('\n'));
  });
});
