/**
 * The landing page's first paint as static HTML: the shell's layout around remote-public's
 * landing page, rendered once in Node with the site's run-time config (react-dom/server and
 * styled-components' ServerStyleSheet), from the same source the browser runs.
 *
 * `npm start` writes the result beside the site config and the server sends it for `/`
 * (scripts/lib/prerender.ts). In the browser the shell renders the live page over it: the
 * markup is `inert` until then, so nothing can be typed into it and lost, and its styles are
 * dropped once the live page is on screen (shell/src/app/app.tsx).
 *
 *   tsx unfederated/src/prerender-landing.tsx <site-config.json>  ->  JSON { html, css } on stdout
 */
import { readFileSync } from 'node:fs';
import { Provider as JotaiProvider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clubStore, GlobalStyle, setSiteConfig, theme, type SiteConfig } from 'shared';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { LandingPage } from '../../remote-public/src/features/landing/landing-page';
import { Layout } from '../../shell/src/app/layout';

export function prerenderLanding(config: SiteConfig): { html: string; css: string } {
  setSiteConfig(config);
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: <LandingPage /> }] }], {
    initialEntries: ['/'],
  });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <JotaiProvider store={clubStore}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <RouterProvider router={router} />
          </ThemeProvider>
        </JotaiProvider>,
      ),
    );
    const css = sheet.getStyleTags();
    return { html, css };
  } finally {
    sheet.seal();
  }
}

if (process.argv[2]) {
  const config = JSON.parse(readFileSync(process.argv[2], 'utf8')) as SiteConfig;
  process.stdout.write(JSON.stringify(prerenderLanding(config)));
}
