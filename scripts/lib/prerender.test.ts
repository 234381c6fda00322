import { withPrerenderedLanding } from './prerender';

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('withPrerenderedLanding', () => {
  it('puts the markup, inert, in the root and its styles, marked, in the head', () => {
    const page = withPrerenderedLanding(INDEX, { html: '<main><h1>Dinner</h1></main>', css: 'h1{color:red}' });
    expect(page).toBe(
      '<!doctype html><html><head><title>x</title><style data-prerendered>h1{color:red}</style></head>'
        + '<body><div id="root"><div inert data-prerendered><main><h1>Dinner</h1></main></div></div></body></html>',
    );
  });

  it('keeps the CSS from closing its style element, and `$` patterns literal', () => {
    const page = withPrerenderedLanding(INDEX, { html: '<p>$& $1</p>', css: 'a::after{content:"</style><script>"}' });
    expect(page).not.toContain('</style><script>');
    expect(page).toContain('<p>$& $1</p>');
  });

  it("loads the shell's entry script async, not deferred, since the page is already there", () => {
    const index = INDEX.replace('</head>', '<script defer src="/static/js/index.1.js"></script></head>');
    const page = withPrerenderedLanding(index, { html: '<p>x</p>', css: '' });
    expect(page).toContain('<script async src="/static/js/index.1.js"></script>');
    expect(page).not.toContain('defer');
  });

  it('leaves several deferred scripts deferred, since async loading would lose their order', () => {
    const index = INDEX.replace('</head>', '<script defer src="/a.js"></script><script defer src="/b.js"></script></head>');
    const page = withPrerenderedLanding(index, { html: '', css: '' });
    expect(page).toContain('<script defer src="/a.js"></script><script defer src="/b.js"></script>');
    expect(page).not.toContain('async');
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => withPrerenderedLanding('<html><head></head><body></body></html>', { html: '', css: '' })).toThrow(/root/);
  });
});
