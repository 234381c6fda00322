/**
 * Builds one front-end app inside an image's build stage, exactly as `npm run build` does
 * (scripts/lib/build-apps.ts: Rsbuild production build, then .br and .gz beside every text
 * asset). Usage: `npx tsx docker/build-app.ts <shell|remote-public|remote-member|remote-admin>`.
 */
import { FRONTEND_APPS } from '../scripts/lib/apps';
import { buildApp } from '../scripts/lib/build-apps';

const app = process.argv[2] ?? '';
if (!(FRONTEND_APPS as readonly string[]).includes(app)) {
  console.error(`usage: tsx docker/build-app.ts <app>; one of: ${FRONTEND_APPS.join(', ')}`);
  process.exit(2);
}
try {
  const ms = await buildApp(app);
  console.log(`built ${app} in ${(ms / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
