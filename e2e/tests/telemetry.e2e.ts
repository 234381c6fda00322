import type { TelemetryBatch, TelemetryEvent, VersionFigures } from 'shared/types';
import { useFreshBrowser } from '../support/browser';
import { ADMIN, MEMBER } from '../support/env';
import { waitUntil } from '../support/processes';
import { remoteOps, versionIn } from '../support/release';
import { signInOnce, useSession, type SignedIn } from '../support/session';

interface SiteConfig { remotes: Record<string, string> }


/**
 * The shell's field telemetry on the running product: pages of two remotes are loaded, the page
 * is left (hidden), and the beacons it sent reach the operations view: more loads for the
 * versions the pages ran, and an LCP figure.
 */
describe('field telemetry per remote version', () => {
  const browser = useFreshBrowser();
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    admin = await signInOnce(ADMIN.email, ADMIN.password);
    member = await signInOnce(MEMBER.email, MEMBER.password);
  });

  /** The figures of a remote's version over the last hour, as an admin reads them. */
  async function figures(remote: string, version: string): Promise<VersionFigures | null> {
    const ops = await remoteOps(admin, remote);
    return [ops?.stable, ops?.canary].find((f) => f?.version === version) ?? null;
  }

  test('a page load reports the versions it ran and its LCP when hidden, and the operations view counts them', async () => {
    const { page, context } = browser;
    const config = (await (await page.request.get('/config.json')).json()) as SiteConfig;
    const publicVersion = versionIn(config.remotes.remote_public, 'remote-public');
    const memberVersion = versionIn(config.remotes.remote_member, 'remote-member');
    expect(publicVersion).toBeDefined();
    expect(memberVersion).toBeDefined();
    const before = { public: await figures('remote-public', publicVersion!), member: await figures('remote-member', memberVersion!) };

    // What the page sends while it lives (a page being unloaded sends too, but Playwright does
    // not see those requests: their effect is read from the operations view below).
    const sent: TelemetryEvent[] = [];
    const answers: number[] = [];
    context.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/telemetry') sent.push(...(JSON.parse(req.postData() ?? '{}') as TelemetryBatch).events);
    });
    context.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/telemetry') answers.push(res.status());
    });

    // The landing page (remote-public): nothing is sent while it is in view.
    const vitalsLoaded = page.waitForResponse((res) => /\/web-vitals\.[^/]*\.js$/.test(res.url()), { timeout: 15_000 });
    await page.goto('/');
    await vitalsLoaded;
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);

    // The tab is put in the background (emulated): the page load's report goes out.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitUntil(() => answers.length > 0, 10_000, 'the report of the hidden page');
    await page.waitForTimeout(300);
    expect(new Set(answers)).toEqual(new Set([204]));
    expect(sent).toContainEqual({ type: 'load', remote: 'remote-public', version: publicVersion });
    // Whatever else went out (CLS is final at page hide) belongs to the landing page's remote.
    for (const event of sent) expect(event).toMatchObject({ remote: 'remote-public', version: publicVersion });

    // Leaving it (really hidden): the rest goes out, its LCP with it; then a member's dashboard
    // (remote-member), and the tab is left.
    await page.goto('/login', { waitUntil: 'commit' });
    await useSession(page, member);
    await page.goto('/user');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('about:blank', { waitUntil: 'commit' });
    // No personal data: only remotes, versions and figures.
    for (const event of sent) expect(Object.keys(event).sort()).toEqual(event.type === 'vital' ? ['name', 'remote', 'type', 'value', 'version'] : ['remote', 'type', 'version']);

    // The operations view: more loads for both versions, and an LCP figure.
    // (Recorded just after the API answered.)
    await waitUntil(async () => ((await figures('remote-public', publicVersion!))?.loads ?? 0) > (before.public?.loads ?? 0), 10_000, 'remote-public loads counted');
    await waitUntil(async () => ((await figures('remote-member', memberVersion!))?.loads ?? 0) > (before.member?.loads ?? 0), 10_000, 'remote-member loads counted');
    const after = await figures('remote-public', publicVersion!);
    expect(after?.p75LcpMs).toEqual(expect.any(Number));
    expect(after!.p75LcpMs!).toBeGreaterThan(0);
  });
});
