import type { RemoteModuleId, RemoteName, SiteConfig } from 'shared';

/** The part of a remote's `mf-manifest.json` that says which files serve an exposed module. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** The browser's files for one exposed module, as absolute URLs. */
export interface ModuleAssets {
  /** The remote's origin (to connect to early). */
  origin: string;
  /** The remote entry, then the module's own chunks, in load order. */
  scripts: string[];
  styles: string[];
}

/** The remote (container) that serves module `id`: `remote_member` of `remote_member/dashboard-page`. */
export const remoteOf = (id: RemoteModuleId): RemoteName => id.slice(0, id.indexOf('/')) as RemoteName;

/** The manifest URL the run-time config gives the remote of module `id`. */
export function manifestUrlOf(id: RemoteModuleId, config: SiteConfig): string {
  return config.remotes[remoteOf(id)];
}

/**
 * What the browser fetches to run exposed module `id`, read from its remote's manifest as the
 * federation runtime reads it: the remote entry (`metaData.remoteEntry`) and the module's own
 * files (`exposes[].assets`, its synchronous JS and CSS), relative to the manifest's folder (the
 * remotes are built with `publicPath: 'auto'`). Shared modules are not listed: the shell
 * provides every one of them (`loaded-first`).
 */
export function moduleAssets(id: RemoteModuleId, manifestUrl: string, manifest: RemoteManifest): ModuleAssets {
  const folder = new URL('.', manifestUrl);
  const at = (path: string) => new URL(path, folder).href;
  const { remoteEntry } = manifest.metaData;
  const expose = id.slice(id.indexOf('/') + 1);
  const assets = manifest.exposes.find((e) => e.name === expose || e.name === `./${expose}`)?.assets;
  return {
    origin: folder.origin,
    scripts: [at([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/')), ...(assets?.js.sync ?? []).map(at)],
    styles: (assets?.css.sync ?? []).map(at),
  };
}

/** The remote's manifest at `url`; null when it does not answer with one. */
export async function fetchManifest(url: string): Promise<RemoteManifest | null> {
  const answer = await fetch(url);
  const json: unknown = answer.ok ? await answer.json() : null;
  return isRemoteManifest(json) ? json : null;
}

/** A manifest as JSON that has the fields moduleAssets reads. */
export function isRemoteManifest(value: unknown): value is RemoteManifest {
  const m = value as Partial<RemoteManifest> | null;
  return typeof m === 'object' && m !== null && typeof m.metaData?.remoteEntry?.name === 'string' && Array.isArray(m.exposes);
}
