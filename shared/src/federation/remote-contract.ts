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
  'remote_public/application-status-page': ComponentType;
  'remote_public/legal-page': ComponentType<{ document: LegalDocument }>;
  'remote_member/dashboard-page': ComponentType;
  'remote_admin/admin-page': ComponentType;
}

export type RemoteModuleId = keyof RemoteModules;

/**
 * The version of each exposed module's contract (its props): raise one whenever its entry in
 * RemoteModules changes in a way an older build of either side cannot meet. Exactly the ids of
 * RemoteModules (the type check refuses a missing or extra one). A remote records the versions
 * it was built against in its manifest; the shell publishes the ones it loads as
 * `shell-contract.json`; `npm run ship` refuses a remote whose versions differ from the live
 * shell's.
 */
export const REMOTE_CONTRACT_VERSIONS = {
  'remote_public/landing-page': 1,
  'remote_public/login-page': 1,
  'remote_public/forgot-password-page': 1,
  'remote_public/reset-password-page': 1,
  'remote_public/application-status-page': 1,
  'remote_public/legal-page': 1,
  'remote_member/dashboard-page': 1,
  'remote_admin/admin-page': 1,
} as const satisfies Record<RemoteModuleId, number>;

/** `remote_member` -> `{ 'dashboard-page': 1 }`: the contract versions of one remote's modules. */
export function contractVersionsOf(remoteName: string): Record<string, number> {
  return Object.fromEntries(Object.entries(REMOTE_CONTRACT_VERSIONS).flatMap(([id, version]) => {
    const [remote, name] = id.split('/');
    return remote === remoteName && name ? [[name, version]] : [];
  }));
}
export type RemoteOf<Id extends RemoteModuleId> = Id extends `${infer R}/${string}` ? R & RemoteName : never;
export type ExposedModule<Id extends RemoteModuleId> = { default: RemoteModules[Id] };

/** The shape a remote's exposed module must have: `export default` a component. */
export type ExposesOf<R extends RemoteName> = {
  [Id in RemoteModuleId as Id extends `${R}/${infer Name}` ? Name : never]: RemoteModules[Id];
};
