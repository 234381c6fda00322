/** Temp CDN and data dirs and fake remote builds for the scripts' tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempSite {
  root: string;
  cdn: string;
  data: string;
  env: NodeJS.ProcessEnv;
  cleanup: () => void;
}

/** A fresh CDN_DIR and DATA_DIR; `env` points the scripts at them. */
export function tempSite(): TempSite {
  const root = mkdtempSync(join(tmpdir(), 'club-scripts-'));
  const cdn = join(root, 'cdn');
  const data = join(root, 'data');
  mkdirSync(cdn);
  mkdirSync(data);
  return {
    root,
    cdn,
    data,
    env: { ...process.env, CDN_DIR: cdn, DATA_DIR: data, SITE_CONFIG_FILE: '', CDN_URL: '' },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A folder shaped like a remote's `dist/`: manifest, entry, one hashed chunk, a build stamp. */
export function fakeBuild(dir: string, label: string, stamp = `stamp-${label}`): string {
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'remote', metaData: { buildInfo: { buildVersion: label } } }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(join(dir, 'static', 'js', 'page.0123456789.js'), `console.log(${JSON.stringify(label)});`);
  writeFileSync(join(dir, '.build-stamp'), stamp);
  return dir;
}
