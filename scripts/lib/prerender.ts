/**
 * The landing page's first paint, prerendered for the site's current config: the unfederated
 * build's Node bundle renders the shell's layout around remote-public's landing page
 * (unfederated/src/prerender-landing.tsx), and the result goes into a copy of the shell's
 * index.html, which the server sends for `/` (LANDING_HTML_FILE).
 *
 * The markup is `inert` (it looks right at once but cannot be used or typed into before the
 * live page replaces it) and its styles are marked so the shell drops them once it renders.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, UNFEDERATED } from './apps';
import { precompressFile } from './precompress';
import { writeFileAtomic } from './site-config';

export const PRERENDER_BUNDLE = join(ROOT, UNFEDERATED, 'dist', 'prerender', 'prerender-landing.js');

const DEFERRED_SCRIPT = /<script defer(?=[ >])/g;

/**
 * index.html with the prerendered markup in its root and the markup's styles in its head.
 *
 * The shell's entry script, `defer` in index.html, is `async` here: the page is already on
 * screen, so its start need not wait for the parser, and the parser's last task (the first
 * layout of the whole page) no longer runs the federation runtime's start as well. On a
 * mid-range phone (Lighthouse) that split took Total Blocking Time on `/` from a median of
 * 240 to 140 ms and LCP from 1.2 to 0.7 s. Only a lone entry script changes: with one there is
 * no order to keep (shell/src/index.ts waits for the document to be parsed before it starts the
 * app), while several (the unfederated build's initial chunks) stay deferred, in order.
 */
export function withPrerenderedLanding(indexHtml: string, prerendered: { html: string; css: string }): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>')) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  const loneEntry = (indexHtml.match(DEFERRED_SCRIPT)?.length ?? 0) === 1;
  // `</` cannot end the style element early: the CSS comes from our own components, but be sure.
  const css = prerendered.css.replace(/<\//g, '<\\/');
  return (loneEntry ? indexHtml.replace(DEFERRED_SCRIPT, '<script async') : indexHtml)
    .replace('</head>', () => `<style data-prerendered>${css}</style></head>`)
    .replace(root, () => `<div id="root"><div inert data-prerendered>${prerendered.html}</div></div>`);
}

/** Renders the landing page for the config in `siteConfigFile` and writes the page to `outFile`. */
export function writePrerenderedLanding(options: { siteConfigFile: string; shellDir: string; outFile: string }): void {
  const output = execFileSync(process.execPath, [PRERENDER_BUNDLE, options.siteConfigFile], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const prerendered = JSON.parse(output) as { html: string; css: string };
  const indexHtml = readFileSync(join(options.shellDir, 'index.html'), 'utf8');
  // The compressed copies first: the server prefers them, and must never pair a new page with old ones.
  const page = withPrerenderedLanding(indexHtml, prerendered);
  const staging = `${options.outFile}.next`;
  writeFileAtomic(staging, page);
  precompressFile(staging);
  for (const suffix of ['.gz', '.br']) {
    // precompressFile skips tiny files: then no old copy may stay beside the new page.
    if (existsSync(`${staging}${suffix}`)) renameSync(`${staging}${suffix}`, `${options.outFile}${suffix}`);
    else rmSync(`${options.outFile}${suffix}`, { force: true });
  }
  renameSync(staging, options.outFile);
}
