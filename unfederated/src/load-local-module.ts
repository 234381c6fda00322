import type { ExposedModule, RemoteModuleId } from 'shared';

/**
 * The unfederated build's stand-in for `shell/src/federation/load-remote-module.ts`: each
 * exposed module is imported straight from its remote's source, so the bundler splits it like
 * any lazy route of one app. Same ids and contract as the federated loader.
 */
const localModules: { [Id in RemoteModuleId]: () => Promise<ExposedModule<Id>> } = {
  'remote_public/landing-page': () => import('../../remote-public/src/exposes/landing-page'),
  'remote_public/login-page': () => import('../../remote-public/src/exposes/login-page'),
  'remote_public/forgot-password-page': () => import('../../remote-public/src/exposes/forgot-password-page'),
  'remote_public/reset-password-page': () => import('../../remote-public/src/exposes/reset-password-page'),
  'remote_public/application-status-page': () => import('../../remote-public/src/exposes/application-status-page'),
  'remote_public/legal-page': () => import('../../remote-public/src/exposes/legal-page'),
  'remote_member/dashboard-page': () => import('../../remote-member/src/exposes/dashboard-page'),
  'remote_admin/admin-page': () => import('../../remote-admin/src/exposes/admin-page'),
};

export function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<ExposedModule<Id>> {
  return localModules[id]();
}
