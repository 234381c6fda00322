import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForRenderedPage } from './rendered-page';

/** A server whose landing page comes unrendered `plainAnswers` times, then rendered (never, with Infinity). */
async function pageServer(plainAnswers: number): Promise<{ origin: string; asked: () => number; server: Server }> {
  let asked = 0;
  const server = createServer((request, response) => {
    asked += 1;
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    const rendered = asked > plainAnswers;
    response.writeHead(200, { 'content-type': 'text/html', ...(rendered ? { 'server-timing': 'load;dur=1, render;dur=2' } : {}) });
    response.end(rendered ? '<header>Club</header>' : '<div id="root"></div>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked: () => asked, server };
}

describe('waitForRenderedPage', () => {
  const servers: Server[] = [];
  afterEach(() => { for (const server of servers.splice(0)) server.close(); });

  test('asks again until the page comes rendered', async () => {
    const site = await pageServer(2);
    servers.push(site.server);
    await expect(waitForRenderedPage(site.origin, 5000, 10)).resolves.toBe(true);
    expect(site.asked()).toBe(3);
  });

  test('gives up with false when the page never comes rendered in time', async () => {
    const site = await pageServer(Infinity);
    servers.push(site.server);
    await expect(waitForRenderedPage(site.origin, 300, 20)).resolves.toBe(false);
    expect(site.asked()).toBeGreaterThan(1);
  });

  test('a server not listening yet is asked again, not an error', async () => {
    const site = await pageServer(0);
    const { origin } = site;
    site.server.close();
    await once(site.server, 'close');
    await expect(waitForRenderedPage(origin, 200, 20)).resolves.toBe(false);
  });
});
