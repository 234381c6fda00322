/** @jest-environment node */
import { asksScriptlessCopy, scriptlessCopy } from './scriptless-copy';

const page = [
  '<!doctype html><html><head><meta charset="utf-8"><title>Club</title>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<script async src="/static/js/index.1.js"></script>',
  '<script>window.__early = [];</script>',
  '<link rel="preconnect" href="http://cdn.test">',
  '<link rel="preload" as="script" href="http://cdn.test/remote-public/1.0.0/remoteEntry.js">',
  '<link rel="modulepreload" href="/static/js/runtime.js">',
  '<link rel="preload" as="font" href="/static/font.woff2" crossorigin>',
  '<style data-styled="true">.a{color:red}</style>',
  '</head><body><div id="root"><h1>Dinner, by invitation.</h1><form method="post"><input name="fullName"></form></div>',
  '<script type="application/json" id="club-config">{"apiBase":"/api"}</script>',
  '<SCRIPT TYPE="module">import "/x.js"</SCRIPT >',
  '</body></html>',
].join('');

describe('a page\'s scriptless copy', () => {
  test('has no script element and no hint a script needs, and everything else as it was', () => {
    const copy = scriptlessCopy(page);
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toMatch(/preconnect|as="script"|modulepreload/);
    expect(copy).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(copy).toContain('<link rel="preload" as="font" href="/static/font.woff2" crossorigin>');
    expect(copy).toContain('<style data-styled="true">.a{color:red}</style>');
    expect(copy).toContain('<div id="root"><h1>Dinner, by invitation.</h1><form method="post"><input name="fullName"></form></div>');
    expect(copy.startsWith('<!doctype html><html><head><meta charset="utf-8"><title>Club</title>')).toBe(true);
  });

  test('is asked for by a scriptless parameter in the query, with or without a value', () => {
    expect(asksScriptlessCopy('/?scriptless')).toBe(true);
    expect(asksScriptlessCopy('/admin?view=members&scriptless=1')).toBe(true);
    expect(asksScriptlessCopy('/')).toBe(false);
    expect(asksScriptlessCopy('/login?next=scriptless')).toBe(false);
  });
});
