// Starts the API: `tsx src/main.ts`. Configuration comes from the environment (see app/config.ts).
import type { AddressInfo } from 'node:net';
import { adminMfaNotice } from './app/admin-mfa-notice';
import { buildServer } from './app/build-server';
import { ConfigError, loadConfig } from './app/config';
import { writeSiteConfigFromTemplate } from '../../shell/server/site-config-template';

async function main(): Promise<void> {
  // The image's default site config (docker/api.Dockerfile), filled in with this deployment's origins.
  writeSiteConfigFromTemplate(process.env);
  const config = loadConfig();
  const server = await buildServer(config, { logger: true });
  await server.app.listen({ host: config.host, port: config.port });

  const { port } = server.app.server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`api listening on http://${host}:${port}`);
  if (server.app.metricsUrl) console.log(`api metrics on ${server.app.metricsUrl}`);
  for (const line of adminMfaNotice(config)) console.warn(line);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`api: ${signal} again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('api: error while stopping', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('api failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
