import { federatedApp } from '../rsbuild.config';

export default federatedApp({
  name: 'remote_public',
  dir: import.meta.dirname,
  exposes: {
    './landing-page': './src/exposes/landing-page.ts',
    './login-page': './src/exposes/login-page.ts',
    './forgot-password-page': './src/exposes/forgot-password-page.ts',
    './reset-password-page': './src/exposes/reset-password-page.ts',
    './application-status-page': './src/exposes/application-status-page.ts',
    './legal-page': './src/exposes/legal-page.ts',
  },
});
