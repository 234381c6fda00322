/**
 * A page's scriptless copy: the same HTML with every script element taken out, and with it every
 * hint that only a script needs (the remotes' preconnect, script preloads). What is left is what
 * a browser draws with no JavaScript at all: the yardstick the Lighthouse comparison measures each
 * page against, served by the same server for the same viewer (`?scriptless` with
 * SCRIPTLESS_COPIES=1, bench/lighthouse.ts --compare).
 */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;
const SCRIPT_HINT = /\brel="?(?:modulepreload|preconnect|dns-prefetch)\b|\bas="?(?:script|fetch)\b/i;

export function scriptlessCopy(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, (link) => (SCRIPT_HINT.test(link) ? '' : link));
}

/** Whether a page request asks for its scriptless copy: a `scriptless` parameter in its query. */
export function asksScriptlessCopy(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has('scriptless');
}
