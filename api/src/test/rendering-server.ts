// A test API server with the render service in front of which it asks its pages, as `npm start`
// and the deployment run them: the API with RENDER_URL, the service (shell/server/render-service.ts)
// asking the API each browser's config with the secret the two share.
import { startRenderService, type RenderService } from '../../../shell/server/render-service';
import { freePort } from '../../../scripts/lib/render-process';
import type { TestDatabase } from './test-database';
import { startTestServer, type StartOptions, type TestServer } from './test-server';

/** The secret the test servers share with their render service (RENDER_SECRET). */
export const TEST_RENDER_SECRET = 'a-render-secret-of-thirty-two-characters-or-more';

export interface RenderingServer extends TestServer {
  service: RenderService;
}

/**
 * The API configured from `env` (its SHELL_DIR and SITE_CONFIG_FILE are the service's too) and a
 * render service running the server build in `serverDir` (a stand-in with the shell's
 * `loadRenderer` interface); closing it closes both.
 */
export async function startRenderingServer(
  database: TestDatabase,
  env: Record<string, string> & { SHELL_DIR: string; SITE_CONFIG_FILE: string },
  serverDir: string,
  options: StartOptions = {},
): Promise<RenderingServer> {
  const port = await freePort('127.0.0.1');
  const server = await startTestServer(database, { RENDER_SECRET: TEST_RENDER_SECRET, ...env, RENDER_URL: `http://127.0.0.1:${port}` }, options);
  let service: RenderService;
  try {
    service = await startRenderService({
      HOST: '127.0.0.1',
      PORT: String(port),
      SHELL_DIR: env.SHELL_DIR,
      SHELL_SERVER_DIR: serverDir,
      SITE_CONFIG_FILE: env.SITE_CONFIG_FILE,
      API_URLS: server.url,
      RENDER_SECRET: TEST_RENDER_SECRET,
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    ...server,
    service,
    close: async () => {
      await service.close();
      await server.close();
    },
  };
}
