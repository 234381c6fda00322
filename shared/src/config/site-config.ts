/**
 * The run-time configuration the shell fetches at start (`/config.json`). Remote locations
 * live here, not in any build: moving or rolling back a remote is an edit of that file.
 */
export interface SiteConfig {
  brandName: string;
  /** Base path or URL of the API, e.g. '/api'. */
  apiBase: string;
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  storage: { url: string; anonKey: string; bucket: string };
  clubEmail: string;
  calendarEmbedUrl: string;
  mapEmbedUrl: string;
  social: { youtube: string; instagram: string };
  /** The shell's field telemetry: the share of page loads (0-1) that report; 1 when absent. */
  telemetry?: { sampleRate: number };
}

export const REMOTE_NAMES = ['remote_public', 'remote_member', 'remote_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

let current: SiteConfig | null = null;

/** Set once by the shell after it fetched the config; tests may set their own. */
export function setSiteConfig(config: SiteConfig): void {
  current = config;
}

/** The run-time config; throws if read before the shell loaded it (a programming error). */
export function getSiteConfig(): SiteConfig {
  if (!current) throw new Error('Site config read before it was loaded');
  return current;
}

/** Checks the shape of a fetched config so a broken file fails loudly, not halfway. */
export function parseSiteConfig(value: unknown): SiteConfig {
  const problems: string[] = [];
  const obj = (value ?? {}) as Record<string, unknown>;
  const str = (v: unknown, name: string) => {
    if (typeof v !== 'string' || v.length === 0) problems.push(`${name} must be a non-empty string`);
  };
  str(obj.brandName, 'brandName');
  str(obj.apiBase, 'apiBase');
  str(obj.clubEmail, 'clubEmail');
  str(obj.calendarEmbedUrl, 'calendarEmbedUrl');
  str(obj.mapEmbedUrl, 'mapEmbedUrl');
  const remotes = (obj.remotes ?? {}) as Record<string, unknown>;
  for (const name of REMOTE_NAMES) str(remotes[name], `remotes.${name}`);
  const storage = (obj.storage ?? {}) as Record<string, unknown>;
  str(storage.url, 'storage.url');
  str(storage.anonKey, 'storage.anonKey');
  str(storage.bucket, 'storage.bucket');
  const social = (obj.social ?? {}) as Record<string, unknown>;
  str(social.youtube, 'social.youtube');
  str(social.instagram, 'social.instagram');
  if (obj.telemetry !== undefined) {
    const telemetry = (obj.telemetry ?? {}) as Record<string, unknown>;
    const rate = telemetry.sampleRate;
    if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) problems.push('telemetry.sampleRate must be a number from 0 to 1');
  }
  if (problems.length > 0) throw new Error(`Invalid site config: ${problems.join('; ')}`);
  return obj as unknown as SiteConfig;
}
