import type { Page, Route } from 'playwright-core';
import { versionOf } from '../../scripts/lib/apps';
import { loginThroughForm, useFreshBrowser } from '../support/browser';
import { CDN_URL, MEMBER } from '../support/env';

/** What the shell under test runs (it was built from these). */
const SHARED_VERSION = versionOf('shared');
const REACT_VERSION = versionOf('node_modules/react');

const MEMBER_REMOTE = `${CDN_URL}/remote-member/`;
const isMemberManifest = (url: URL) => url.href.startsWith(MEMBER_REMOTE) && url.pathname.endsWith('/mf-manifest.json');

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string;
}
interface Manifest {
  metaData: { clubBuild?: { versions: Record<string, string>; requires: Record<string, string> } };
  shared: ManifestShared[];
}

/**
 * Serves the member remote's real manifest, edited by `edit`: it is fetched from the CDN,
 * parsed, changed and handed to the page with the CDN's CORS and cache headers.
 */
async function serveManifest(page: Page, edit: (manifest: Manifest) => void): Promise<void> {
  await page.route(isMemberManifest, async (route: Route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Manifest;
    edit(manifest);
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, contentType: 'application/json', body: JSON.stringify(manifest) });
  });
}

/** Claims the remote was built against `pkg` (and its subpath entries) at `version`. */
function claim(pkg: string, version: string) {
  const range = `^${version.split('.')[0]}.0.0`;
  return (manifest: Manifest) => {
    for (const entry of manifest.shared) {
      if (entry.name === pkg || entry.name.startsWith(`${pkg}/`)) {
        entry.version = version;
        entry.requiredVersion = range;
      }
    }
    const clubBuild = manifest.metaData.clubBuild;
    if (clubBuild) {
      clubBuild.versions[pkg] = version;
      clubBuild.requires[pkg] = range;
    }
  };
}

/** Every request the page makes to the member remote's folder on the CDN, and the console's errors. */
function watch(page: Page) {
  const memberRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(MEMBER_REMOTE)) memberRequests.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { memberRequests, consoleErrors };
}

const MISMATCH = 'This part of the site is being updated';

describe('version skew guard', () => {
  const browser = useFreshBrowser();

  test('a member remote built against shared 9.0.0 is refused: fallback, nothing of it fetched, reason logged, the rest works', async () => {
    const { page } = browser;
    const { memberRequests, consoleErrors } = watch(page);
    await serveManifest(page, claim('shared', '9.0.0'));

    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL('**/user');
    const fallback = page.getByRole('alert').filter({ hasText: MISMATCH });
    await fallback.waitFor();
    expect(await fallback.getAttribute('data-fallback-reason')).toBe('version-skew');
    expect(await fallback.getAttribute('data-remote-fallback')).toBe('remote_member/dashboard-page');
    await fallback.getByRole('button', { name: 'Reload page' }).waitFor();
    expect(await fallback.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /Welcome back,/ }).count()).toBe(0);

    // The header and the other routes keep working; the dashboard stays refused.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'About the Club' }).waitFor();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/user');
    await fallback.waitFor();

    // Only manifests were ever asked for: no remote entry, no expose or shared chunk.
    expect(memberRequests.length).toBeGreaterThan(0);
    expect(memberRequests.filter((path) => !path.endsWith('/mf-manifest.json'))).toEqual([]);
    // The page holds the shell's `shared` only.
    const sharedVersions = await page.evaluate(() => {
      const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, object>>> } })
        .__FEDERATION__?.__SHARE__ ?? {};
      return [...new Set(Object.values(share).flatMap((scopes) => Object.keys(scopes.default?.shared ?? {})))];
    });
    expect(sharedVersions).toEqual([SHARED_VERSION]);

    const skewLogs = consoleErrors.filter((text) => text.includes('(version skew)'));
    expect(skewLogs).toHaveLength(1);
    expect(skewLogs[0]).toContain('not loading remote remote_member');
    expect(skewLogs[0]).toContain(`remote_member was built against shared 9.0.0; this site runs shared ${SHARED_VERSION}`);
  });

  test('a member remote built against React 20 is refused the same way', async () => {
    const { page } = browser;
    const { memberRequests, consoleErrors } = watch(page);
    await serveManifest(page, (manifest) => {
      claim('react', '20.0.0')(manifest);
      claim('react-dom', '20.0.0')(manifest);
    });

    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL('**/user');
    await page.getByRole('alert').filter({ hasText: MISMATCH }).waitFor();

    expect(memberRequests.filter((path) => !path.endsWith('/mf-manifest.json'))).toEqual([]);
    const skewLog = consoleErrors.find((text) => text.includes('(version skew)')) ?? '';
    expect(skewLog).toContain(`remote_member was built against react 20.0.0; this site runs react ${REACT_VERSION}`);
    expect(skewLog).toContain(`remote_member was built against react-dom 20.0.0; this site runs react-dom ${REACT_VERSION}`);
  });

  test('control: the same manifest served unmodified through the route loads the dashboard', async () => {
    const { page } = browser;
    const { memberRequests, consoleErrors } = watch(page);
    await serveManifest(page, () => undefined);

    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL('**/user');
    await page.getByRole('heading', { name: /Welcome back,/ }).waitFor();

    expect(await page.getByRole('alert').filter({ hasText: MISMATCH }).count()).toBe(0);
    expect(memberRequests.some((path) => path.endsWith('/remoteEntry.js'))).toBe(true);
    expect(consoleErrors.filter((text) => text.includes('version skew'))).toEqual([]);
  });
});
