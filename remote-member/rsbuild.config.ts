import { federatedApp } from '../rsbuild.config';

export default federatedApp({
  name: 'remote_member',
  dir: import.meta.dirname,
  port: 3012,
  exposes: { './dashboard-page': './src/exposes/dashboard-page.ts' },
});
