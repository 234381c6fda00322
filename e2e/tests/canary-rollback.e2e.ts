import type { Browser } from 'playwright-core';
import type { ReleaseHistoryEntry } from 'shared/types';
import { launchHeadlessChromium } from '../support/chromium';
import { ADMIN, BASE_URL } from '../support/env';
import { waitUntil } from '../support/processes';
import { runningProduct, type RunningProduct } from '../support/product';
import { publishVariant, remoteOps, runCommand, trackRemoteVersions, variantVersion } from '../support/release';
import { signInOnce, type SignedIn } from '../support/session';

/**
 * The automatic rollback on the running site: a version of remote-public that throws while it
 * renders the landing page is released as a 50% canary with the real command. Fresh browsers
 * (each its own `club_bid`) load `/` and leave it, so their pages report what they ran; the
 * API sees the canary's error rate far above the stable version's and, once the canary has the
 * loads its rule needs, aborts it by itself within 30 s. Every visitor after that gets the stable
 * version, and the release history says why. The 30 s run from the report that completed the
 * canary's loads, not from the release: how soon enough visitors come is the machine's pace,
 * not the product's. The browser-test product decides on CANARY_MIN_LOADS=3 canary loads and
 * looks every 2 s (20 loads and 10 s by default): a 2-core machine makes a visitor every 1-2.5 s
 * with real browsers; the rule is the same.
 */
const REMOTE = 'remote-public';
const HEADING = 'About the Club';
const ROLLBACK_WITHIN_MS = 30_000;

describe('a broken canary rolled back by itself', () => {
  let product: RunningProduct;
  let browser: Browser;
  let admin: SignedIn;
  let canaryRunning = false;

  beforeAll(async () => {
    product = runningProduct();
    browser = await launchHeadlessChromium();
    admin = await signInOnce(ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    if (canaryRunning) await runCommand(product, 'release', [REMOTE, '--abort']).catch(() => undefined);
    await browser?.close();
  });

  /** The remote's release state, as an admin reads it. */
  const releaseState = async () => (await remoteOps(admin, REMOTE))!;

  /**
   * A new visitor (a fresh context: no cookie, no storage) opens `/`, looks, and switches away
   * (the page's report goes out when it is hidden). Which version it got, and what it showed.
   */
  async function visit(): Promise<{ version: string | undefined; broken: boolean; intact: boolean; reportedAt: number }> {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 375, height: 812 } });
    try {
      // Pictures and fonts change nothing here: left out, a visit costs the machine less.
      await context.route(/\.(?:avif|webp|jpe?g|png|svg|woff2?)(?:\?|$)/, (route) => route.abort());
      const page = await context.newPage();
      const loaded = trackRemoteVersions(page, REMOTE);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const heading = page.getByRole('heading', { name: HEADING, exact: true });
      const failure = page.getByText('This part of the site is unavailable');
      await heading.or(failure).first().waitFor({ timeout: 20_000 });
      // The version the page ran: the one it fetched the remote's files of (the server's page
      // shows the heading before they have all arrived).
      await waitUntil(() => loaded.versions().length > 0, 10_000, `${REMOTE}'s files on the page`);
      const shown = { version: loaded.versions().at(-1), broken: await failure.isVisible(), intact: await heading.isVisible() };
      const reported = context.waitForEvent('response', {
        predicate: (res) => new URL(res.url()).pathname === '/api/telemetry',
        timeout: 10_000,
      });
      // The visitor switches away: the page sends its report (as on leaving it).
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect((await reported).status()).toBe(204);
      return { ...shown, reportedAt: Date.now() };
    } finally {
      await context.close();
    }
  }

  test('a 50% canary that throws on render is aborted within 30 s of having its loads; later visitors get the stable version', async () => {
    const before = await releaseState();
    expect(before.canary).toBeNull();
    const stable = before.stable.version;
    const broken = variantVersion(stable);
    // The landing page's heading becomes an expression that throws when React renders it.
    publishVariant(product.cdnDir, REMOTE, stable, broken, HEADING, '(()=>{throw new Error("e2e: a broken canary")})()', { asCode: true });

    await runCommand(product, 'release', [REMOTE, broken, '--canary', '50']);
    canaryRunning = true;
    const released = Date.now();

    // Visitors four at a time, until the canary is gone (or long past what its rule needs).
    const visits: Array<Awaited<ReturnType<typeof visit>>> = [];
    let gone = false;
    while (!gone && Date.now() - released < 2 * ROLLBACK_WITHIN_MS) {
      visits.push(...(await Promise.all(Array.from({ length: 4 }, () => visit()))));
      gone = (await releaseState()).canary === null;
    }
    canaryRunning = !gone;

    // When it happened, by the release history's own clock: the release, then the rollback.
    const json = (await runCommand(product, 'versions', ['--history', '--json', REMOTE])).out;
    const history = JSON.parse(json.slice(json.indexOf('['), json.lastIndexOf(']') + 1)) as ReleaseHistoryEntry[];
    const release = history.find((h) => h.kind === 'canary' && h.to === broken);
    const rollback = history.find((h) => h.kind === 'auto-rollback' && h.to === broken);
    const tookMs = release && rollback ? Date.parse(rollback.at) - Date.parse(release.at) : undefined;
    const onCanary = visits.filter((v) => v.version === broken);
    // The moment the rule had its evidence: the canary's loads it asks for ("at least N loads"), reported.
    const minLoads = Number(/at least (\d+) loads/.exec(rollback?.reason ?? '')?.[1]);
    const evidenceAt = onCanary.map((v) => v.reportedAt).sort((a, b) => a - b)[minLoads - 1];
    const afterEvidenceMs = rollback && evidenceAt !== undefined ? Date.parse(rollback.at) - evidenceAt : undefined;
    const onStable = visits.filter((v) => v.version === stable);
    console.log(`broken canary ${REMOTE} ${broken} at 50%: ${visits.length} visitors (${onCanary.length} on the canary, `
      + `${onStable.length} on ${stable}); rolled back ${tookMs === undefined ? 'never' : `${(tookMs / 1000).toFixed(1)} s`} after the release`
      + (afterEvidenceMs === undefined ? '' : `, ${(afterEvidenceMs / 1000).toFixed(1)} s after the canary's ${minLoads} loads were reported`)
      + (rollback ? `: ${rollback.reason}` : ''));

    // Both versions were served, and the canary's visitors saw the slot's fallback, not the page.
    expect(onCanary.length).toBeGreaterThan(0);
    expect(onStable.length).toBeGreaterThan(0);
    expect(onCanary.every((v) => v.broken && !v.intact)).toBe(true);
    expect(onStable.every((v) => v.intact && !v.broken)).toBe(true);
    expect(gone).toBe(true);
    expect(rollback).toMatchObject({ actor: 'auto-rollback', from: stable, reason: expect.stringMatching(/errors in \d+ loads .* points worse/) });
    expect(minLoads).toBeGreaterThan(0);
    expect(afterEvidenceMs).toBeLessThanOrEqual(ROLLBACK_WITHIN_MS);

    // Every later visitor, whatever their browser id, gets the stable version.
    const after = [];
    for (let i = 0; i < 6; i += 1) after.push(await visit());
    expect(after.map((v) => v.version)).toEqual(Array(6).fill(stable));
    expect(after.every((v) => v.intact && !v.broken)).toBe(true);

    const printed = (await runCommand(product, 'versions', ['--history', REMOTE])).out;
    expect(printed).toMatch(new RegExp(`${REMOTE} +auto-rollback +canary ${broken.replace(/\./g, '\\.')} ended, stable ${stable.replace(/\./g, '\\.')} +by auto-rollback: Canary`));
  }, 3 * ROLLBACK_WITHIN_MS + 30_000);
});
