import { EARLY_INPUT_SCRIPT } from 'shared/early-input';
import { pageDocument, pageHead, pageRest, plainRest, type PageParts } from './page-document';

const INDEX_HTML = '<!doctype html><html><head><title>Club</title><script defer src="/static/js/index.1a2b.js"></script></head>'
  + '<body><div id="root"></div><noscript>JS</noscript></body></html>';

const parts = (over: Partial<PageParts> = {}): PageParts => ({
  html: '<main><h1>Member Access</h1></main>',
  styleTags: '<style data-styled="active">.a{color:red}</style>',
  config: { brandName: 'Club', remotes: { remote_public: 'https://cdn.example/remote-public/1.0.0/mf-manifest.json' } },
  manifests: { 'https://cdn.example/remote-public/1.0.0/mf-manifest.json': { id: 'remote_public' } },
  hints: {
    origins: ['https://cdn.example'],
    scripts: ['https://cdn.example/remote-public/1.0.0/remoteEntry.js', 'https://cdn.example/remote-public/1.0.0/static/js/async/login.js'],
    styles: [],
  },
  ...over,
});

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('pageDocument', () => {
  it('carries the user of the session the page was drawn for, as JSON that cannot end its element; none when there is none', () => {
    const sessionUser = { id: 'u1', fullName: 'Ada </script><script>alert(1)</script>', email: 'ada@club.example', isAdmin: false };
    const html = pageDocument(INDEX_HTML, parts({ sessionUser }));
    expect(html).not.toContain('</script><script>alert(1)');
    const element = parse(html).getElementById('club-session');
    expect(element?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(element?.textContent ?? '')).toEqual(sessionUser);
    expect(parse(pageDocument(INDEX_HTML, parts())).getElementById('club-session')).toBeNull();
  });

  it('carries the first screen\'s API answers by path, as JSON that cannot end its element; none when there are none', () => {
    const answers = { 'admin/membership/stats': { pending: 1, approved: 2 }, 'member/note': { text: '</script><script>alert(1)</script>' } };
    const html = pageDocument(INDEX_HTML, parts({ answers }));
    expect(html).not.toContain('</script><script>alert(1)');
    const element = parse(html).getElementById('club-answers');
    expect(element?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(element?.textContent ?? '')).toEqual(answers);
    expect(parse(pageDocument(INDEX_HTML, parts())).getElementById('club-answers')).toBeNull();
    expect(parse(pageDocument(INDEX_HTML, parts({ answers: {} }))).getElementById('club-answers')).toBeNull();
  });

  it('puts the markup in the root and, in the head, the early-input script, the hints, the styles and the page\'s data', () => {
    const doc = parse(pageDocument(INDEX_HTML, parts()));
    expect(doc.getElementById('root')?.innerHTML).toBe('<main><h1>Member Access</h1></main>');
    const inline = [...doc.querySelectorAll('script:not([src]):not([type])')];
    expect(inline.map((s) => s.textContent)).toEqual([EARLY_INPUT_SCRIPT]);
    expect(inline[0]!.parentElement?.tagName).toBe('HEAD');
    expect(doc.querySelector('link[rel=preconnect]')?.getAttribute('href')).toBe('https://cdn.example');
    expect([...doc.querySelectorAll('link[rel=preload]')].map((l) => [l.getAttribute('as'), l.getAttribute('href'), l.hasAttribute('crossorigin')]))
      .toEqual([
        ['script', 'https://cdn.example/remote-public/1.0.0/remoteEntry.js', false],
        ['script', 'https://cdn.example/remote-public/1.0.0/static/js/async/login.js', false],
      ]);
    expect(doc.querySelector('style[data-styled]')?.textContent).toBe('.a{color:red}');
    expect(JSON.parse(doc.getElementById('club-config')!.textContent ?? '')).toEqual(parts().config);
    expect(JSON.parse(doc.getElementById('club-manifests')!.textContent ?? '')).toEqual(parts().manifests);
    expect(doc.getElementById('club-config')?.getAttribute('type')).toBe('application/json');
  });

  it('preloads at low priority the files a page runs only after the session check, the page\'s own at the default', () => {
    const priorities = (afterSessionCheck: boolean) => [...parse(pageDocument(INDEX_HTML, parts({ hints: { ...parts().hints, afterSessionCheck } })))
      .querySelectorAll('link[rel=preload]')].map((l) => l.getAttribute('fetchpriority'));
    expect(priorities(true)).toEqual(['low', 'low']);
    expect(priorities(false)).toEqual([null, null]);
  });

  it('loads a lone deferred entry script async, and leaves several deferred scripts in order', () => {
    expect(pageDocument(INDEX_HTML, parts())).toContain('<script async src="/static/js/index.1a2b.js">');
    const two = INDEX_HTML.replace('</head>', '<script defer src="/static/js/vendor.js"></script></head>');
    const page = pageDocument(two, parts());
    expect(page).not.toContain('<script async');
    expect(page.match(/<script defer/g)).toHaveLength(2);
  });

  it('keeps text from the config from closing its element or the page\'s markup from breaking the head', () => {
    const config = { brandName: '</script><script>alert(1)</script><!--' };
    const doc = parse(pageDocument(INDEX_HTML, parts({ config, html: '<p>$& $1 $`</p>' })));
    expect(JSON.parse(doc.getElementById('club-config')!.textContent ?? '')).toEqual(config);
    expect(doc.querySelectorAll('script:not([src]):not([type])')).toHaveLength(1);
    // Replacement patterns in the markup are kept as they are.
    expect(doc.getElementById('root')?.innerHTML).toBe('<p>$&amp; $1 $`</p>');
  });

  it('escapes hint URLs in attributes, and refuses an index.html without an empty root', () => {
    const page = pageDocument(INDEX_HTML, parts({ hints: { origins: [], scripts: ['https://cdn.example/a.js?x="><b>'], styles: [] } }));
    expect(parse(page).querySelector('link[rel=preload]')?.getAttribute('href')).toBe('https://cdn.example/a.js?x="><b>');
    expect(() => pageDocument('<html><head></head><body><div id="root">x</div></body></html>', parts())).toThrow(/empty/);
  });

  it('splits into a head that leaves before the markup (hints and config, the head still open) and the rest', () => {
    const head = pageHead(INDEX_HTML, parts());
    expect(head).not.toContain('</head>');
    expect(head).toContain('<link rel="preload" as="script" href="https://cdn.example/remote-public/1.0.0/remoteEntry.js">');
    expect(head).toContain('id="club-config"');
    expect(head).not.toContain('data-styled');
    expect(head + pageRest(INDEX_HTML, parts())).toBe(pageDocument(INDEX_HTML, parts()));
  });

  it('ends a head whose markup could not be rendered with an empty root, the page\'s data still in its head', () => {
    const doc = parse(pageHead(INDEX_HTML, parts()) + plainRest(INDEX_HTML));
    expect(doc.getElementById('root')?.innerHTML).toBe('');
    expect(doc.getElementById('club-config')?.parentElement?.tagName).toBe('HEAD');
    expect(doc.querySelector('noscript')?.textContent).toBe('JS');
    expect(doc.querySelector('style')).toBeNull();
  });
});
