/**
 * `npm start`: builds what is not built, publishes the remotes to the local CDN, then serves
 * the shell + API on PORT and the remotes on CDN_PORT (cross-origin, as a real CDN would).
 */
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { buildServer } from '../api/src/app/build-server';
import { loadConfig } from '../api/src/app/config';
import { FRONTEND_APPS, REMOTES, ROOT } from './lib/apps';
import { buildWhatIsNotBuilt, distOf } from './lib/build-apps';
import { createCdnServer } from './lib/cdn-server';
import { CDN_DIR, publishForLocalRun } from './lib/publish';
import { makeSiteConfig, writeJsonAtomic } from './lib/site-config';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const cdnPort = Number(process.env.CDN_PORT ?? 3001);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = resolve(process.env.DATA_DIR ?? join(ROOT, '.data'));
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;
  const cdnUrl = process.env.CDN_URL ?? `http://localhost:${cdnPort}`;

  await buildWhatIsNotBuilt(FRONTEND_APPS);
  for (const remote of REMOTES) publishForLocalRun(remote);

  const siteConfigFile = process.env.SITE_CONFIG_FILE ?? join(dataDir, 'site-config.json');
  const siteConfig = makeSiteConfig({ siteUrl, cdnUrl });
  writeJsonAtomic(siteConfigFile, siteConfig);

  const shellOrigins = [...new Set([new URL(siteUrl).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`])];
  const cdn = createCdnServer({ root: CDN_DIR, allowedOrigins: shellOrigins });
  cdn.listen(cdnPort, host);
  await once(cdn, 'listening');

  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    CDN_PORT: String(cdnPort),
    HOST: host,
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    SHELL_DIR: distOf('shell'),
    SITE_CONFIG_FILE: siteConfigFile,
  });
  const api = await buildServer(config, { logger: true });
  await api.app.listen({ port, host });

  // Ready means every part answers: the API (and its database) and each remote's manifest.
  const health = await fetch(`http://${host}:${port}/api/health`);
  if (!health.ok) throw new Error(`API health check answered ${health.status}`);
  for (const url of Object.values(siteConfig.remotes)) {
    const local = url.replace(cdnUrl, `http://${host}:${cdnPort}`);
    const answer = await fetch(local);
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  }
  console.log(`ready on http://localhost:${port}`);

  const stop = async () => {
    cdn.close();
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
