// Hostile text and links for the hostile-text tests of every remote: what a member or applicant could have typed
// (or what a row stored before a rule changed), and checks that it stayed text and never a link.
import { testSiteConfig } from './fixtures';

/** Markup, template and direction tricks that must show as typed, never run or restyle the page. */
export const HOSTILE_TEXT = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=alert(1)>',
  template: "{{constructor.constructor('alert(1)')()}}",
  rtl: 'Ada \u202egnp.exe',
  long: `Ada ${'W'.repeat(5000)}`,
} as const;

/** Links that must never become an href or a src: other schemes, scheme-relative, foreign hosts. */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.test/x.png',
  'https://evil.test/ada',
] as const;

/** The hosts a member's own links may point at (Instagram and LinkedIn profiles). */
export const PROFILE_LINK_HOSTS = ['instagram.com', 'www.instagram.com', 'linkedin.com', 'www.linkedin.com'] as const;

/** The one host a stored picture may come from: the storage of the test config. */
export const PICTURE_HOSTS = [new URL(testSiteConfig.storage.url).hostname] as const;

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/**
 * Nothing was injected into `root`: no script, no element from the hostile markup, no inline
 * event handler attribute anywhere, and no hostile script ran.
 */
export function expectNothingInjected(root: ParentNode = document.body): void {
  expect(root.querySelector('script')).toBeNull();
  expect(root.querySelector('img[src="x"], [onerror], [onload], svg[onload]')).toBeNull();
  const withHandler = Array.from(root.querySelectorAll('*')).filter((element) =>
    element.getAttributeNames().some((name) => name.toLowerCase().startsWith('on')),
  );
  expect(withHandler).toEqual([]);
  expect(window.__xss).toBeUndefined();
}

/**
 * Every link in `root` is mailto:, a download from the app's own API, or https on one of `hosts`;
 * every image src is https or http on `imageHosts`.
 */
const isOwnApi = (href: string): boolean => {
  const url = new URL(href, window.location.href);
  const written = href.startsWith('/api/') || href.startsWith(`${window.location.origin}/api/`);
  return written && url.origin === window.location.origin;
};

export function expectOnlySafeUrls(root: ParentNode, hosts: readonly string[], imageHosts: readonly string[] = []): void {
  for (const link of Array.from(root.querySelectorAll('a'))) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('mailto:') || isOwnApi(href)) continue;
    expect(href).toMatch(/^https:\/\/[^/\\]/);
    expect(hosts).toContain(new URL(href).hostname);
  }
  for (const image of Array.from(root.querySelectorAll('img[src]'))) {
    const src = image.getAttribute('src') ?? '';
    expect(src).toMatch(/^(https?:\/\/[^/\\]|blob:)/);
    if (!src.startsWith('blob:')) expect(imageHosts).toContain(new URL(src).hostname);
  }
}
