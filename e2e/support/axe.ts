/**
 * axe-core in the browser tests: injects axe into the page and checks the page as it is now (open
 * menus and dialogs included) with axe's default rule set: every rule that is not experimental,
 * best-practice rules included (no violations on any screen or open modal).
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The parts of an axe result these tests read (axe-core's own `Result`, trimmed). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/**
 * Waits (at most 3 s) for what the last action started to land: the scroll events and renders
 * of the next frames, and every finite CSS transition or animation (the header's colours follow
 * the scroll position with a transition; a colour caught half-way is no colour the page shows).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () => document.getAnimations().every((animation) =>
      animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 3000, polling: 'raf' },
  ).catch(() => undefined);
}

/**
 * Runs axe-core on the page's current state and returns its violations. axe is injected once per
 * document (a navigation needs it again). Only violations are collected: passes and incomplete
 * results are not needed here and cost time.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Sections far below the fold skip rendering until the reader nears them (content-visibility:
  // auto, shared's lazySection); axe reads colours from rendered boxes, so it would judge their
  // text against the page's background. Render them all first, as a jump to a section does
  // (the attribute of shared/src/navigation/lazy-section.ts).
  await page.evaluate(() => document.documentElement.setAttribute('data-sections-rendered', ''));
  await settle(page);
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated over the DevTools protocol, not as a <script> tag, which the site's CSP refuses.
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  });
}

const MAX_HTML = 220;
const MAX_NODES = 8;

/** One readable paragraph per violated rule: id, impact, help, and each element's selector and html. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, MAX_NODES).map((n) => {
      const html = n.html.replace(/\s+/g, ' ');
      const summary = n.failureSummary ? `\n      ${n.failureSummary.replace(/\n\s*/g, ' ')}` : '';
      return `    - ${n.target.map(String).join(' >>> ')}\n      ${html.length > MAX_HTML ? `${html.slice(0, MAX_HTML)}...` : html}${summary}`;
    });
    if (v.nodes.length > MAX_NODES) nodes.push(`    ... and ${v.nodes.length - MAX_NODES} more`);
    return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
  }).join('\n');
}

/** Fails, listing every violation, when axe finds any on the page as it is now; `label` names the screen. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length === 0) return;
  const count = violations.reduce((sum, v) => sum + v.nodes.length, 0);
  throw new Error(
    `axe found ${violations.length} rule violation(s) on ${count} element(s) on ${label} (${page.url()}):\n${formatViolations(violations)}`,
  );
}
