import { federatedApp } from '../rsbuild.config';

export default federatedApp({
  name: 'remote_admin',
  dir: import.meta.dirname,
  port: 3013,
  exposes: { './admin-page': './src/exposes/admin-page.ts' },
});
