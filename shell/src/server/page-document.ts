import { EARLY_INPUT_SCRIPT } from 'shared/early-input';
import { PAGE_ANSWERS_ID, PAGE_CONFIG_ID, PAGE_MANIFESTS_ID, PAGE_SESSION_ID } from '../app/page-data';

/** JSON that cannot end the element it sits in (`</script>`) nor open a comment. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface PageParts {
  /** The app's markup, as React rendered it. */
  html: string;
  /** The styled-components style element(s) of that markup. */
  styleTags: string;
  /** The run-time config the page was rendered for. */
  config: unknown;
  /** Remote manifests the browser needs first, by URL. */
  manifests: Record<string, unknown>;
  /** The user of the session the page was drawn for (a guarded page, the session confirmed for this request). */
  sessionUser?: unknown;
  /** The API answers the first screen was drawn from, by path (the viewer's own: the page is then private). */
  answers?: Record<string, unknown>;
  /**
   * What the browser fetches at once, beside the shell's own scripts; with `afterSessionCheck`,
   * files the page runs only once the browser has confirmed the session (low priority, so they
   * do not hold the first paint back).
   */
  hints: { origins: string[]; scripts: string[]; styles: string[]; afterSessionCheck?: boolean };
}

const ROOT = '<div id="root"></div>';
const DEFERRED_SCRIPT = /<script defer(?=[ >])/g;

/**
 * The shell's index.html with the rendered page in it: the markup in the root, and in the head
 * the early-input script (the page's only inline script, allowed by its CSP hash), connections
 * and preloads for the page's remote files, the page's styles and its data (config, manifests,
 * the session's user and the first screen's API answers, as JSON elements the app reads at start).
 *
 * The shell's entry script, `defer` in index.html, is `async` here: the page is on screen without
 * it, so it need not wait for the parser, and it runs in a task of its own rather than in the
 * parser's last one with the first layout of the whole page. Only a lone entry changes: several
 * deferred scripts would have an order to keep (shell/src/index.ts waits for the parsed document
 * either way).
 */
export function pageDocument(indexHtml: string, parts: PageParts): string {
  if (!indexHtml.includes(ROOT) || !indexHtml.includes('</head>')) throw new Error(`index.html has no </head> or no empty ${ROOT}`);
  const head = [
    `<script>${EARLY_INPUT_SCRIPT}</script>`,
    ...parts.hints.origins.map((origin) => `<link rel="preconnect" href="${attribute(origin)}">`),
    // Classic scripts without CORS, as the federation runtime and the bundler load them: a hint
    // in another mode would not be used and the file would be fetched twice.
    ...parts.hints.scripts.map((href) => `<link rel="preload" as="script" href="${attribute(href)}"${parts.hints.afterSessionCheck ? ' fetchpriority="low"' : ''}>`),
    ...parts.hints.styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`),
    parts.styleTags,
    `<script type="application/json" id="${PAGE_CONFIG_ID}">${jsonInScript(parts.config)}</script>`,
    `<script type="application/json" id="${PAGE_MANIFESTS_ID}">${jsonInScript(parts.manifests)}</script>`,
    ...(parts.sessionUser === undefined ? [] : [`<script type="application/json" id="${PAGE_SESSION_ID}">${jsonInScript(parts.sessionUser)}</script>`]),
    ...(!parts.answers || Object.keys(parts.answers).length === 0 ? [] : [`<script type="application/json" id="${PAGE_ANSWERS_ID}">${jsonInScript(parts.answers)}</script>`]),
  ].join('');
  const loneEntry = (indexHtml.match(DEFERRED_SCRIPT)?.length ?? 0) === 1;
  return (loneEntry ? indexHtml.replace(DEFERRED_SCRIPT, '<script async') : indexHtml)
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `<div id="root">${parts.html}</div>`);
}
