import type { ComponentType } from 'react';
import type { RemoteName } from '../config/site-config';

/** Which legal document a legal page shows. */
export type LegalDocument = 'privacy' | 'terms' | 'cookies';

/**
 * The contract between the shell and the remotes: every exposed module, by the id the shell
 * loads it with, and the props of its default export. Each remote's federation entry is
 * checked against this (`satisfies`), and the shell loads only ids listed here, so a change
 * of props on either side fails the type check.
 */
export interface RemoteModules {
  'remote_public/landing-page': ComponentType;
  'remote_public/login-page': ComponentType;
  'remote_public/forgot-password-page': ComponentType;
  'remote_public/reset-password-page': ComponentType;
  'remote_public/legal-page': ComponentType<{ document: LegalDocument }>;
  'remote_member/dashboard-page': ComponentType;
  'remote_admin/admin-page': ComponentType;
}

export type RemoteModuleId = keyof RemoteModules;
export type RemoteOf<Id extends RemoteModuleId> = Id extends `${infer R}/${string}` ? R & RemoteName : never;
export type ExposedModule<Id extends RemoteModuleId> = { default: RemoteModules[Id] };

/** The shape a remote's exposed module must have: `export default` a component. */
export type ExposesOf<R extends RemoteName> = {
  [Id in RemoteModuleId as Id extends `${R}/${infer Name}` ? Name : never]: RemoteModules[Id];
};
