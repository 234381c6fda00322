import { once } from 'node:events';
import type { Server } from 'node:http';
import { adminMfaNotice } from '../../api/src/app/admin-mfa-notice';
import { buildServer, type ApiServer } from '../../api/src/app/build-server';
import { loadConfig } from '../../api/src/app/config';
import { createCdnServer } from './cdn-server';
import { cdnDir } from './publish';

/** The origins a local server on `port` may be reached at, and its configured URL's (SITE_URL, CDN_URL). */
export function originsOf(port: number, url: string): string[] {
  return [...new Set([new URL(url).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`])];
}

/** Serves the local CDN folder (`CDN_DIR`, default `.cdn/`), readable cross-origin by `allowedOrigins` only. */
export async function startCdn(port: number, host: string, allowedOrigins: string[], root = cdnDir()): Promise<Server> {
  const cdn = createCdnServer({ root, allowedOrigins });
  cdn.listen(port, host);
  await once(cdn, 'listening');
  return cdn;
}

/** The API (and, with SHELL_DIR, the shell) configured from `env`, listening on its PORT and HOST. */
export async function startApi(env: NodeJS.ProcessEnv): Promise<ApiServer> {
  const config = loadConfig(env);
  const api = await buildServer(config, { logger: true });
  await api.app.listen({ port: config.port, host: config.host });
  for (const line of adminMfaNotice(config)) console.warn(line);
  return api;
}

/** Stops everything on SIGINT or SIGTERM, then exits. */
export function stopOnSignal(stop: () => Promise<void> | void): void {
  const handler = () => {
    Promise.resolve(stop()).then(() => process.exit(0), (error: unknown) => {
      console.error('error while stopping', error);
      process.exit(1);
    });
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}
