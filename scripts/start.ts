/**
 * `npm start`: builds what is not built, publishes the remotes to the local CDN, then serves
 * the shell + API on PORT and the remotes on CDN_PORT (cross-origin, as a real CDN would).
 */
import { join, resolve } from 'node:path';
import { FRONTEND_APPS, REMOTES, ROOT } from './lib/apps';
import { buildWhatIsNotBuilt, distOf } from './lib/build-apps';
import { shellOrigins, startApi, startCdn, stopOnSignal } from './lib/local-servers';
import { publishForLocalRun } from './lib/publish';
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

  const cdn = await startCdn(cdnPort, host, shellOrigins(port, siteUrl));
  const api = await startApi({
    ...process.env,
    // One club address: the one the site shows is the one the API mails.
    CLUB_EMAIL: siteConfig.clubEmail,
    // One storage: the API accepts profile pictures from (and, locally, serves) the storage
    // the site uploads to, with the key the site sends.
    STORAGE_URL: siteConfig.storage.url,
    STORAGE_ANON_KEY: siteConfig.storage.anonKey,
    PORT: String(port),
    CDN_PORT: String(cdnPort),
    CDN_ORIGINS: process.env.CDN_ORIGINS
      ?? [...new Set([new URL(cdnUrl).origin, `http://localhost:${cdnPort}`, `http://127.0.0.1:${cdnPort}`])].join(','),
    HOST: host,
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    SHELL_DIR: distOf('shell'),
    SITE_CONFIG_FILE: siteConfigFile,
  });

  // Ready means every part answers: the API (and its database) and each remote's manifest.
  const health = await fetch(`http://${host}:${port}/api/health`);
  if (!health.ok) throw new Error(`API health check answered ${health.status}`);
  for (const url of Object.values(siteConfig.remotes)) {
    const answer = await fetch(url.replace(cdnUrl, `http://${host}:${cdnPort}`));
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  }
  console.log(`ready on http://localhost:${port}`);

  stopOnSignal(async () => {
    cdn.close();
    await api.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
