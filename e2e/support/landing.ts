import type { Page } from 'playwright-core';

/** Waits until the landing section `id` sits right under the fixed header (the scroll has settled). */
export async function waitForSectionAtTop(page: Page, id: string): Promise<void> {
  await page.waitForFunction((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) return false;
    const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--club-header-height')) || 0;
    return Math.abs(section.getBoundingClientRect().top - header) <= 2;
  }, id, { timeout: 5000 });
}

/**
 * Waits until the live page has replaced the prerendered copy of the landing page that the server
 * sends for `/` (inert markup with the same headings, marked `data-prerendered`): only then has the
 * shell loaded the remote, so what the page shows comes from the remote version now live.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
}
