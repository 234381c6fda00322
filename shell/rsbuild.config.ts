import { join } from 'node:path';
import type { RsbuildConfig } from '@rsbuild/core';
import { DEV_API_PORT, federatedApp } from '../rsbuild.config';

/** The page itself: also what the unfederated build (unfederated/rsbuild.config.ts) serves. */
export const shellHtml: RsbuildConfig['html'] = {
  title: 'The Chicago Supper Society',
  meta: {
    description:
      'An invitation-only dining society in Chicago: private dinners, chef tastings and a table of curious people.',
    'theme-color': '#15120f',
  },
  favicon: join(import.meta.dirname, 'public/favicon.svg'),
  template: join(import.meta.dirname, 'src/index.html'),
};

export default federatedApp({
  name: 'shell',
  dir: import.meta.dirname,
  serverEntry: join(import.meta.dirname, 'src/server/index.ts'),
  config: {
    html: shellHtml,
    server: {
      // In development the shell's dev server proxies what the production server serves itself:
      // the API, the run-time config and the local object storage.
      proxy: Object.fromEntries(['/api', '/config.json', '/storage'].map((path) => [path, `http://127.0.0.1:${DEV_API_PORT}`])),
    },
  },
});
