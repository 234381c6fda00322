import { federatedApp } from '../rsbuild.config';

export default federatedApp({
  name: 'remote_admin',
  dir: import.meta.dirname,
  exposes: { './admin-page': './src/exposes/admin-page.ts' },
});
