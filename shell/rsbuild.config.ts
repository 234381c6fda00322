import { DEV_API_PORT, federatedApp } from '../rsbuild.config';

export default federatedApp({
  name: 'shell',
  dir: import.meta.dirname,
  config: {
    html: {
      title: 'The Chicago Supper Society',
      meta: {
        description:
          'An invitation-only dining society in Chicago: private dinners, chef tastings and a table of curious people.',
        'theme-color': '#15120f',
      },
      favicon: './public/favicon.svg',
      template: './src/index.html',
    },
    server: {
      // In development the shell's dev server proxies what the production server serves itself:
      // the API, the run-time config and the local object storage.
      proxy: Object.fromEntries(['/api', '/config.json', '/storage'].map((path) => [path, `http://127.0.0.1:${DEV_API_PORT}`])),
    },
  },
});
