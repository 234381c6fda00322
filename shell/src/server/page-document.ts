import { EARLY_INPUT_SCRIPT } from 'shared/early-input';
import { PAGE_ANSWERS_ID, PAGE_CONFIG_ID, PAGE_MANIFESTS_ID, PAGE_SESSION_ID } from '../app/page-data';

/** JSON that cannot end the element it sits in (`</script>`) nor open a comment. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What the page's head carries, known before its markup is rendered. */
export interface HeadParts {
  /** The run-time config the page was rendered for. */
  config: unknown;
  /** Remote manifests the browser needs first, by URL. */
  manifests: Record<string, unknown>;
  /** The user of the session the page was drawn for (a guarded page, the session confirmed for this request). */
  sessionUser?: unknown;
  /**
   * What the browser fetches at once, beside the shell's own scripts; with `afterSessionCheck`,
   * files the page runs only once the browser has confirmed the session (low priority, so they
   * do not hold the first paint back).
   */
  hints: { origins: string[]; scripts: string[]; styles: string[]; afterSessionCheck?: boolean };
}

/** What comes of the render itself. */
export interface BodyParts {
  /** The app's markup, as React rendered it. */
  html: string;
  /** The styled-components style element(s) of that markup. */
  styleTags: string;
  /** The API answers the first screen was drawn from, by path (the viewer's own: the page is then private). */
  answers?: Record<string, unknown>;
}

export type PageParts = HeadParts & BodyParts;

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
const DEFERRED_SCRIPT = /<script defer(?=[ >])/g;

function checked(indexHtml: string): { head: string; beforeRoot: string; afterRoot: string } {
  const headEnd = indexHtml.indexOf(HEAD_END);
  const root = indexHtml.indexOf(ROOT, headEnd);
  if (headEnd < 0 || root < 0) throw new Error(`index.html has no ${HEAD_END} or no empty ${ROOT} after it`);
  return {
    head: indexHtml.slice(0, headEnd),
    beforeRoot: indexHtml.slice(headEnd, root),
    afterRoot: indexHtml.slice(root + ROOT.length),
  };
}

/**
 * The shell's index.html up to the end of its head, left open, with the page's head parts: the
 * early-input script (the page's only inline script, allowed by its CSP hash), connections and
 * preloads for the page's remote files, and the page's data (config, manifests, the session's
 * user, as JSON elements the app reads at start). It leaves before the page is rendered, so the
 * browser fetches the page's scripts and styles while the server draws it.
 *
 * The shell's entry script, `defer` in index.html, is `async` here: the page is on screen without
 * it, so it need not wait for the parser, and it runs in a task of its own rather than in the
 * parser's last one with the first layout of the whole page. Only a lone entry changes: several
 * deferred scripts would have an order to keep (shell/src/index.ts waits for the parsed document
 * either way).
 */
export function pageHead(indexHtml: string, parts: HeadParts): string {
  const { head } = checked(indexHtml);
  const added = [
    `<script>${EARLY_INPUT_SCRIPT}</script>`,
    ...parts.hints.origins.map((origin) => `<link rel="preconnect" href="${attribute(origin)}">`),
    // Classic scripts without CORS, as the federation runtime and the bundler load them: a hint
    // in another mode would not be used and the file would be fetched twice.
    ...parts.hints.scripts.map((href) => `<link rel="preload" as="script" href="${attribute(href)}"${parts.hints.afterSessionCheck ? ' fetchpriority="low"' : ''}>`),
    ...parts.hints.styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`),
    `<script type="application/json" id="${PAGE_CONFIG_ID}">${jsonInScript(parts.config)}</script>`,
    `<script type="application/json" id="${PAGE_MANIFESTS_ID}">${jsonInScript(parts.manifests)}</script>`,
    ...(parts.sessionUser === undefined ? [] : [`<script type="application/json" id="${PAGE_SESSION_ID}">${jsonInScript(parts.sessionUser)}</script>`]),
  ].join('');
  const loneEntry = (head.match(DEFERRED_SCRIPT)?.length ?? 0) === 1;
  return (loneEntry ? head.replace(DEFERRED_SCRIPT, '<script async') : head) + added;
}

/**
 * The rest of the page after pageHead(): the markup's styles and the first screen's API answers
 * closing the head, then the body with the markup in the root.
 */
export function pageRest(indexHtml: string, parts: BodyParts): string {
  const { beforeRoot, afterRoot } = checked(indexHtml);
  const answers = !parts.answers || Object.keys(parts.answers).length === 0
    ? ''
    : `<script type="application/json" id="${PAGE_ANSWERS_ID}">${jsonInScript(parts.answers)}</script>`;
  return `${parts.styleTags}${answers}${beforeRoot}<div id="root">${parts.html}</div>${afterRoot}`;
}

/** The rest of the page when its markup could not be rendered: an empty root, which the browser renders. */
export function plainRest(indexHtml: string): string {
  return pageRest(indexHtml, { html: '', styleTags: '' });
}

/** The whole page: pageHead() and pageRest(). */
export function pageDocument(indexHtml: string, parts: PageParts): string {
  return pageHead(indexHtml, parts) + pageRest(indexHtml, parts);
}
