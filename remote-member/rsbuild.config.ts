import { federatedApp } from '../rsbuild.config';

export default federatedApp({
  name: 'remote_member',
  dir: import.meta.dirname,
  exposes: { './dashboard-page': './src/exposes/dashboard-page.ts' },
});
