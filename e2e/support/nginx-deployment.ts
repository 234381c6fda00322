/**
 * The nginx side of the production deployment (docker/), run with Debian's nginx for the
 * deployment tests, as compose lays it out:
 *
 *   browser ── shell nginx (shell.conf) ── shell/dist, the config file (when the API cannot answer)
 *      │                   ├── pages ──► the render service (startDeploymentRenderService) ──► the API (each browser's config)
 *      │                   └── /api, /storage, /config.json ──► the API instance(s) (nginx-api.ts)
 *      └────── CDN edge nginx (cdn-edge.conf) ──► remote server nginx (cdn.conf)
 *                                                    └── the product's CDN folder
 *
 * Without the render service (a test that does not start it), the shell's nginx sends every
 * page as the plain index.html, as it does when that service is down.
 *
 * As in compose, the edge routes each /<remote>/ to a remote's own server (here one server holds
 * all three), and the site's config.json is the running product's (the one the e2e global setup
 * started) with the remotes moved to the edge's origin and the storage to the shell's.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig } from '../../api/src/app/config';
import { ROOT } from '../../scripts/lib/apps';
import { BASE_URL } from './env';
import { NGINX_RUN_DIR, startNginx, type RunningNginx } from './nginx';
import { startRenderService, type RunningRenderService } from './nginx-render';
import { PRODUCT_CDN_DIR, recordedProduct } from './product';

export const SHELL_DIST = join(ROOT, 'shell', 'dist');

/** The ports of one deployment: the shell's, then the remote server, the edge, the API instances; the render service's. */
export interface DeploymentPorts {
  shell: number;
  remoteServer: number;
  edge: number;
  apis: number[];
  render: number;
}

export const deploymentPorts = (shell: number, apiInstances: number): DeploymentPorts => ({
  shell,
  remoteServer: shell + 1,
  edge: shell + 2,
  apis: Array.from({ length: apiInstances }, (_, i) => shell + 3 + i),
  // Clear of the API instances and of what a test runs after them (two-instances' SMTP server).
  render: shell + 9,
});

export const originOf = (port: number): string => `http://localhost:${port}`;

export interface SiteConfig {
  remotes: Record<string, string>;
  storage: { url: string; anonKey: string; bucket: string };
  [field: string]: unknown;
}

export interface DeploymentSite {
  siteConfig: SiteConfig;
  /** Where siteConfig is written: the file nginx serves as /config.json. */
  siteConfigFile: string;
  /** The CDN folder the remote server serves. */
  cdnRoot: string;
  /** Each remote's version folder: its name, its folder on disk, its path on the CDN (/remote-public/0.1.0/). */
  remoteFolders: { dir: string; folder: string; path: string }[];
}

/**
 * The product's CDN folder: the one the global setup recorded, else its folder for this CDN
 * port, else the repo's `.cdn/`; the first that publishes every manifest the config names.
 */
function productCdnDir(manifestPaths: string[]): string {
  const candidates = [recordedProduct()?.cdnDir, PRODUCT_CDN_DIR, join(ROOT, '.cdn')].filter((d): d is string => Boolean(d));
  const found = candidates.find((dir) => manifestPaths.every((path) => existsSync(join(dir, path))));
  if (!found) throw new Error(`no CDN folder publishes ${manifestPaths.join(', ')} (looked in ${candidates.join(', ')})`);
  return found;
}

/** Writes the deployment's site config (the running product's, moved) and finds the CDN folder. */
export async function prepareSite(ports: DeploymentPorts): Promise<DeploymentSite> {
  const answer = await fetch(`${BASE_URL}/config.json`);
  if (!answer.ok) throw new Error(`${BASE_URL}/config.json answered ${answer.status}`);
  const productConfig = (await answer.json()) as SiteConfig;
  const siteConfig: SiteConfig = {
    ...productConfig,
    remotes: Object.fromEntries(Object.entries(productConfig.remotes).map(([name, url]) => {
      const moved = new URL(url);
      return [name, `${originOf(ports.edge)}${moved.pathname}`];
    })),
    storage: { ...productConfig.storage, url: originOf(ports.shell) },
  };
  const siteConfigFile = join(NGINX_RUN_DIR, `site-${ports.shell}`, 'config.json');
  mkdirSync(dirname(siteConfigFile), { recursive: true });
  writeFileSync(siteConfigFile, `${JSON.stringify(siteConfig, null, 2)}\n`);

  const manifestPaths = Object.values(siteConfig.remotes).map((url) => new URL(url).pathname);
  const cdnRoot = productCdnDir(manifestPaths);
  const remoteFolders = manifestPaths.map((manifest) => {
    const path = manifest.replace(/mf-manifest\.json$/, '');
    return { dir: path.split('/')[1]!, folder: join(cdnRoot, path), path };
  });
  return { siteConfig, siteConfigFile, cdnRoot, remoteFolders };
}

/** The CSP frame-src origins of a site on `shell` (the API's default embeds). */
export const embedOrigins = (shell: string): string => loadConfig({ SITE_URL: shell }).embedOrigins.join(' ');

/** The variables each server is rendered with (LISTEN_PORT is added by startNginx). */
export const serverVars = (ports: DeploymentPorts, site: Pick<DeploymentSite, 'cdnRoot' | 'siteConfigFile'>) => ({
  cdn: { CDN_ROOT: site.cdnRoot, SHELL_ORIGIN: originOf(ports.shell) },
  'cdn-edge': {
    REMOTE_PUBLIC_UPSTREAM: `127.0.0.1:${ports.remoteServer}`,
    REMOTE_MEMBER_UPSTREAM: `127.0.0.1:${ports.remoteServer}`,
    REMOTE_ADMIN_UPSTREAM: `127.0.0.1:${ports.remoteServer}`,
  },
  shell: {
    SHELL_ROOT: SHELL_DIST,
    SITE_CONFIG_FILE: site.siteConfigFile,
    API_UPSTREAMS: ports.apis.map((port) => `127.0.0.1:${port}`).join(' '),
    RENDER_UPSTREAM: `127.0.0.1:${ports.render}`,
    CDN_ORIGIN: originOf(ports.edge),
    EMBED_ORIGINS: embedOrigins(originOf(ports.shell)),
  },
}) as Record<'cdn' | 'cdn-edge' | 'shell', Record<string, string>>;

/** Starts the remote server, the edge and the shell's nginx (in that order); stop them all with each `stop()`. */
export async function startNginxServers(ports: DeploymentPorts, site: DeploymentSite): Promise<RunningNginx[]> {
  const vars = serverVars(ports, site);
  const servers: RunningNginx[] = [];
  try {
    servers.push(await startNginx({ name: 'remote-server', server: 'cdn', port: ports.remoteServer, vars: vars.cdn }));
    servers.push(await startNginx({ name: 'cdn-edge', server: 'cdn-edge', port: ports.edge, vars: vars['cdn-edge'] }));
    servers.push(await startNginx({ name: 'shell', server: 'shell', port: ports.shell, vars: vars.shell }));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return servers;
}

/**
 * The render service of the deployment, as compose runs it: rendering each page for the config
 * the API instances give its browser (the site's config file when they cannot), whose CDN URL
 * (the edge's public origin) it reaches at an internal address.
 */
/** The secret the render service and the API share (RENDER_SECRET), as compose's operator sets it. */
export const DEPLOYMENT_RENDER_SECRET = randomBytes(32).toString('hex');

export function startDeploymentRenderService(ports: DeploymentPorts, site: Pick<DeploymentSite, 'siteConfigFile'>): Promise<RunningRenderService> {
  return startRenderService({
    renderSecret: DEPLOYMENT_RENDER_SECRET,
    port: ports.render,
    siteConfigFile: site.siteConfigFile,
    cdnUrl: originOf(ports.edge),
    cdnInternalUrl: `http://127.0.0.1:${ports.edge}`,
    apiUrls: ports.apis.map((port) => `http://127.0.0.1:${port}`),
  });
}

/** The API's variables for serving the site's config as compose sets them: the file, where the remotes are and are reached, the render service's secret. */
export const apiSiteVars = (ports: DeploymentPorts, site: Pick<DeploymentSite, 'siteConfigFile'>): Record<string, string> => ({
  RENDER_SECRET: DEPLOYMENT_RENDER_SECRET,
  SITE_CONFIG_FILE: site.siteConfigFile,
  CDN_URL: originOf(ports.edge),
  CDN_INTERNAL_URL: `http://127.0.0.1:${ports.edge}`,
});
