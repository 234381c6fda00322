import type { Page } from 'playwright-core';

/** Records, from the first script of every later document on, whether the admin panel's title ever reached the DOM. */
export async function watchForAdminPanel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __sawAdminPanel: boolean };
    w.__sawAdminPanel = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Admin Panel')) w.__sawAdminPanel = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Whether the admin panel's title reached the DOM of the current document (see watchForAdminPanel). */
export function sawAdminPanel(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sawAdminPanel: boolean }).__sawAdminPanel);
}
