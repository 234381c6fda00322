/**
 * Prints the shell image's default run-time config (/config.json) as a template: the same
 * fields as `npm start` writes (scripts/lib/site-config.ts), each remote at the version this
 * checkout builds, with the deployment's origins left as ${SITE_URL} and ${CDN_URL} for the
 * image's entrypoint to fill in at start. Mount your own file (SITE_CONFIG_FILE) to move or
 * roll back a remote, or to change the club's e-mail, embeds and links.
 * Usage: `npx tsx docker/site-config-template.ts > config.json.template`.
 */
import { makeSiteConfig } from '../scripts/lib/site-config';

const config = makeSiteConfig({ siteUrl: '${SITE_URL}', cdnUrl: '${CDN_URL}', env: {} });
process.stdout.write(`${JSON.stringify(config, null, 2)}\n`);
