import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEFAULT_CLUB_EMAIL, DEFAULT_STORAGE_ANON_KEY } from '../../api/src/app/config';
import { REMOTES, versionOf } from './apps';

export interface SiteConfigOptions {
  siteUrl: string;
  cdnUrl: string;
  env?: NodeJS.ProcessEnv;
  /** Version to serve per remote dir; defaults to each remote's package.json version. */
  versions?: Partial<Record<string, string>>;
}

/** The run-time config the shell fetches as /config.json (shared's SiteConfig). */
export function makeSiteConfig({ siteUrl, cdnUrl, env = process.env, versions = {} }: SiteConfigOptions) {
  const remotes = Object.fromEntries(REMOTES.map((r) => [
    r.name,
    `${cdnUrl}/${r.dir}/${versions[r.dir] ?? versionOf(r.dir)}/mf-manifest.json`,
  ]));
  return {
    brandName: env.BRAND_NAME ?? 'The Chicago Supper Society',
    apiBase: '/api',
    remotes,
    // Passed to the API as STORAGE_URL / STORAGE_ANON_KEY (apiEnvOf), so both agree.
    storage: {
      url: (env.STORAGE_URL?.trim() || siteUrl).replace(/\/+$/, ''),
      anonKey: env.STORAGE_ANON_KEY?.trim() || DEFAULT_STORAGE_ANON_KEY,
      bucket: 'avatars',
    },
    clubEmail: env.CLUB_EMAIL || DEFAULT_CLUB_EMAIL,
    calendarEmbedUrl: env.CALENDAR_EMBED_URL
      ?? 'https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com&ctz=America%2FChicago',
    mapEmbedUrl: env.MAP_EMBED_URL ?? 'https://www.google.com/maps?q=Chicago%2C%20IL&output=embed',
    social: {
      youtube: env.YOUTUBE_URL ?? 'https://www.youtube.com/@chicagosupperclub',
      instagram: env.INSTAGRAM_URL ?? 'https://www.instagram.com/chicagosupperclub',
    },
  };
}

/** What the API must be given so that it agrees with the site config (`npm start`, `npm run dev`). */
export function apiEnvOf(config: ReturnType<typeof makeSiteConfig>): NodeJS.ProcessEnv {
  return {
    // One club address: the one the site shows is the one the API mails.
    CLUB_EMAIL: config.clubEmail,
    // One storage: the API accepts profile pictures from (and, locally, serves) the storage
    // the site uploads to, with the key the site sends.
    STORAGE_URL: config.storage.url,
    STORAGE_ANON_KEY: config.storage.anonKey,
  };
}

/**
 * Writes a JSON file atomically: the whole text goes to a temp file beside it (flushed to disk),
 * which is then renamed over the target, so a reader (the API serving /config.json) sees the
 * old file or the new one, never half of either.
 */
export function writeJsonAtomic(path: string, value: unknown): void {
  writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Writes a whole file or nothing: a temp file, fsync, rename. */
export function writeFileAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
  try {
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } finally {
    rmSync(tmp, { force: true });
  }
}
