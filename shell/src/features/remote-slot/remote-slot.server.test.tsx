/** @jest-environment node */
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { theme } from 'shared';
import { ThemeProvider } from 'styled-components';
import { loadAndRemember } from '../../federation/loaded-modules';
import { RemoteSlot } from './remote-slot';
import { RENDERED_IN_BROWSER_DIGEST, RenderedInBrowserError } from './rendered-in-browser';

async function renderOnServer(load: (id: string) => Promise<{ default: () => ReactElement }>) {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <ThemeProvider theme={theme}>
      <main>
        <RemoteSlot id="remote_public/login-page" load={load} />
      </main>
    </ThemeProvider>,
    {
      onError(error: unknown) {
        errors.push(error);
        return error instanceof RenderedInBrowserError ? RENDERED_IN_BROWSER_DIGEST : undefined;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, errors };
}

describe('RemoteSlot on the server', () => {
  it('draws a module the renderer has loaded', async () => {
    const load = jest.fn(async () => ({ default: () => <h1>Member Access</h1> }));
    await loadAndRemember('remote_public/login-page', load as never);
    const { html, errors } = await renderOnServer(load);
    expect(html).toContain('<h1>Member Access</h1>');
    expect(errors).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a module the renderer has not loaded to the browser: its spinner, marked for the browser to render, and no load on the server', async () => {
    const load = jest.fn(async () => ({ default: () => <h1>Member Access</h1> }));
    const { html, errors } = await renderOnServer(load);
    expect(load).not.toHaveBeenCalled();
    expect(html).toContain('Loading page');
    expect(html).not.toContain('Member Access');
    // React's mark of a boundary the browser renders itself, with the digest the browser ignores.
    expect(html).toContain('<!--$!-->');
    expect(html).toContain(`data-dgst="${RENDERED_IN_BROWSER_DIGEST}"`);
    expect(errors).toEqual([expect.any(RenderedInBrowserError)]);
  });
});
