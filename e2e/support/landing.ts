import type { Page } from 'playwright-core';
import { EARLY_INPUT_GLOBAL } from 'shared/early-input';

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
 * Waits until the page the server rendered is live: hydrated, and what was done to it before its
 * scripts ran replayed (the early-input script's global is null from then on). Only then is what
 * the page does React's (validation on blur, menus, modals) and its remote module the one the
 * browser loaded. A page the server did not render (no inlined config: the plain index.html)
 * renders in the browser and has nothing to wait for.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(
    (global) => !document.getElementById('club-config') || (window as unknown as Record<string, unknown>)[global] === null,
    EARLY_INPUT_GLOBAL,
    { timeout: 20_000 },
  );
}

/**
 * A signed-in member's way to the dashboard from the landing page: its header's Dashboard link.
 * (Opened directly, a member's `/user` comes drawn by the server for the session it confirmed, so
 * the browser neither checks the stored session nor fetches the member remote's manifest itself;
 * coming from another page, it does both.)
 */
export async function dashboardFromLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'About the Club' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/user');
}
