import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishImmutable, publishWorkingCopy } from './publish';
import {
  liveVersions, readReleases, release, releasesFile, siteConfigFile, siteVersions, unpin, versionInUrl, versionsReport,
} from './releases';
import { makeSiteConfig, writeJsonAtomic } from './site-config';
import { TSX_CLI } from './tsx-cli';
import { fakeBuild, tempSite, type TempSite } from './testing/temp-dirs';

const CDN_URL = 'http://localhost:4999';
let site: TempSite;
let configFile: string;

/** A running site's config (as npm start writes it) and two published versions of remote-member. */
beforeEach(() => {
  site = tempSite();
  const dist = fakeBuild(join(site.root, 'dist'), 'build');
  for (const version of ['0.1.0', '0.2.0']) publishImmutable({ remoteDir: 'remote-member', version, fromDir: dist, root: site.cdn });
  publishWorkingCopy({ remoteDir: 'remote-public', version: '0.1.0', distDir: dist, root: site.cdn });
  configFile = siteConfigFile(site.env);
  writeJsonAtomic(configFile, makeSiteConfig({
    siteUrl: 'http://localhost:4998', cdnUrl: CDN_URL, env: {},
    versions: { 'remote-public': '0.1.0', 'remote-member': '0.1.0', 'remote-admin': '0.1.0' },
  }));
});
afterEach(() => site.cleanup());

const config = () => JSON.parse(readFileSync(configFile, 'utf8')) as { remotes: Record<string, string>; brandName: string };
const tmpLeft = () => readdirSync(site.data).filter((n) => n.endsWith('.tmp'));

describe('release', () => {
  test('points the site config at the version, by replacing the file (rename), and pins it', () => {
    const before = config();
    const inode = statSync(configFile).ino;
    const result = release('remote-member', '0.2.0', site.env);
    expect(result).toMatchObject({ version: '0.2.0', previous: '0.1.0', siteConfigFile: configFile });
    const after = config();
    expect(after.remotes.remote_member).toBe(`${CDN_URL}/remote-member/0.2.0/mf-manifest.json`);
    // Nothing else changes.
    expect({ ...after, remotes: { ...after.remotes, remote_member: before.remotes.remote_member } }).toEqual(before);
    expect(statSync(configFile).ino).not.toBe(inode);
    expect(tmpLeft()).toEqual([]);
    expect(readReleases(site.env).pins).toEqual({ 'remote-member': '0.2.0' });
    expect(liveVersions(site.env)).toMatchObject({ 'remote-member': '0.2.0', 'remote-public': '0.1.0' });
  });

  test('rollback is a release of the older version, recorded in the history', () => {
    release('@club/remote-member', '0.2.0', site.env);
    const back = release('remote_member', '0.1.0', site.env);
    expect(back.previous).toBe('0.2.0');
    expect(config().remotes.remote_member).toBe(`${CDN_URL}/remote-member/0.1.0/mf-manifest.json`);
    const { pins, history } = readReleases(site.env);
    expect(pins).toEqual({ 'remote-member': '0.1.0' });
    expect(history.map((h) => [h.version, h.previous])).toEqual([['0.2.0', '0.1.0'], ['0.1.0', '0.2.0']]);
  });

  test('refuses a version that is not published, and changes nothing', () => {
    const text = readFileSync(configFile, 'utf8');
    expect(() => release('remote-member', '0.3.0', site.env)).toThrow(/remote-member 0\.3\.0 is not published.*mf-manifest\.json.*0\.1\.0, 0\.2\.0/);
    expect(() => release('remote-admin', '0.1.0', site.env)).toThrow(/not published.*no version/);
    expect(() => release('remote-member', '../../etc', site.env)).toThrow(/not a version/);
    expect(readFileSync(configFile, 'utf8')).toBe(text);
    expect(existsSync(releasesFile(site.env))).toBe(false);
  });

  test('refuses an unknown remote, naming the known ones', () => {
    expect(() => release('remote-nope', '0.1.0', site.env)).toThrow(/unknown remote "remote-nope".*remote-public, remote-member, remote-admin/);
  });

  test('a remote served by a dev server (no versioned path) needs CDN_URL', () => {
    const dev = config();
    dev.remotes.remote_member = 'http://localhost:3012/mf-manifest.json';
    writeJsonAtomic(configFile, dev);
    expect(() => release('remote-member', '0.2.0', site.env)).toThrow(/CDN_URL/);
    release('remote-member', '0.2.0', { ...site.env, CDN_URL: 'http://cdn.test/' });
    expect(config().remotes.remote_member).toBe('http://cdn.test/remote-member/0.2.0/mf-manifest.json');
  });

  test('without a running site config only the pin is recorded', () => {
    const env = { ...site.env, SITE_CONFIG_FILE: join(site.root, 'absent.json') };
    expect(release('remote-member', '0.2.0', env)).toMatchObject({ siteConfigFile: null, url: null });
    expect(readReleases(env).pins).toEqual({ 'remote-member': '0.2.0' });
  });

  test('readers never see a partial config while releases and rollbacks alternate', async () => {
    // Another process reads the file as fast as it can (as the API does for /config.json).
    const reader = spawn(process.execPath, ['-e', `
      const fs = require('node:fs');
      const seen = new Set(); let reads = 0, bad = 0;
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        try { seen.add(JSON.parse(fs.readFileSync(process.argv[1], 'utf8')).remotes.remote_member); reads++; }
        catch (e) { bad++; }
      }
      console.log(JSON.stringify({ reads, bad, seen: [...seen] }));
    `, configFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    reader.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    const done = new Promise((resolve) => reader.on('exit', resolve));
    const until = Date.now() + 1200;
    let releases = 0;
    while (Date.now() < until) {
      release('remote-member', releases % 2 ? '0.1.0' : '0.2.0', site.env);
      releases += 1;
      if (releases % 50 === 0) await new Promise((r) => setImmediate(r));
    }
    await done;
    const { reads, bad, seen } = JSON.parse(out) as { reads: number; bad: number; seen: string[] };
    expect(releases).toBeGreaterThan(20);
    expect(reads).toBeGreaterThan(100);
    expect(bad).toBe(0);
    expect(seen.sort()).toEqual([`${CDN_URL}/remote-member/0.1.0/mf-manifest.json`, `${CDN_URL}/remote-member/0.2.0/mf-manifest.json`]);
    expect(tmpLeft()).toEqual([]);
  });
});

describe('two release commands at the same moment', () => {
  /** A process of its own releasing `remote` `rounds` times, alternating between two versions. */
  const releaser = (remote: string, versions: [string, string], rounds: number) => new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [TSX_CLI, '-e', `
      const { release } = require(${JSON.stringify(join(__dirname, 'releases.ts'))});
      for (let i = 0; i < ${rounds}; i += 1) release(${JSON.stringify(remote)}, ${JSON.stringify(versions)}[i % 2], process.env);
    `], { env: { ...process.env, ...site.env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', resolve);
  });

  test('both take effect: each remote at its last version, every release in the history', async () => {
    const dist = fakeBuild(join(site.root, 'dist2'), 'build');
    for (const version of ['0.2.0', '0.3.0']) publishImmutable({ remoteDir: 'remote-public', version, fromDir: dist, root: site.cdn });
    const rounds = 40;
    const codes = await Promise.all([
      releaser('remote-member', ['0.2.0', '0.1.0'], rounds),
      releaser('remote-public', ['0.2.0', '0.3.0'], rounds),
    ]);
    expect(codes).toEqual([0, 0]);
    expect(config().remotes.remote_member).toBe(`${CDN_URL}/remote-member/0.1.0/mf-manifest.json`);
    expect(config().remotes.remote_public).toBe(`${CDN_URL}/remote-public/0.3.0/mf-manifest.json`);
    const { pins, history } = readReleases(site.env);
    expect(pins).toEqual({ 'remote-member': '0.1.0', 'remote-public': '0.3.0' });
    expect(history.filter((h) => h.remote === 'remote-member')).toHaveLength(rounds);
    expect(history.filter((h) => h.remote === 'remote-public')).toHaveLength(rounds);
    expect(existsSync(join(site.data, 'releases.lock'))).toBe(false);
  }, 60_000);
});

describe('pins across restarts (npm start)', () => {
  test('a pinned version wins over the working copy; the others follow the checkout', () => {
    release('remote-member', '0.2.0', site.env);
    const { versions, pinned } = siteVersions({ 'remote-public': '0.1.0', 'remote-member': '0.3.0-local', 'remote-admin': '0.1.0' }, site.env);
    expect(versions).toEqual({ 'remote-public': '0.1.0', 'remote-member': '0.2.0', 'remote-admin': '0.1.0' });
    expect(pinned).toEqual({ 'remote-member': '0.2.0' });
  });

  test('a pin to a version missing from the CDN stops the start instead of silently undoing the release', () => {
    writeFileSync(releasesFile(site.env), JSON.stringify({ pins: { 'remote-member': '0.9.0' }, history: [] }));
    expect(() => siteVersions({ 'remote-member': '0.1.0' }, site.env)).toThrow(/pins remote-member to 0\.9\.0.*not on the CDN.*--unpin/);
  });

  test('unpin forgets the pin and leaves the running site as it is', () => {
    release('remote-member', '0.2.0', site.env);
    const text = readFileSync(configFile, 'utf8');
    expect(unpin('remote-member', site.env).previous).toBe('0.2.0');
    expect(readReleases(site.env).pins).toEqual({});
    expect(readFileSync(configFile, 'utf8')).toBe(text);
    expect(siteVersions({ 'remote-member': '0.1.0' }, site.env).versions['remote-member']).toBe('0.1.0');
  });
});

describe('versionsReport', () => {
  test('lists each remote\'s versions with the live and pinned ones', () => {
    release('remote-member', '0.2.0', site.env);
    const report = versionsReport(site.env, () => '0.2.0');
    const member = report.find((r) => r.remote.dir === 'remote-member')!;
    expect(member).toMatchObject({ live: '0.2.0', pinned: '0.2.0', packageVersion: '0.2.0' });
    expect(member.versions.map((v) => `${v.version}:${v.kind}`)).toEqual(['0.1.0:published', '0.2.0:published']);
    const pub = report.find((r) => r.remote.dir === 'remote-public')!;
    expect(pub).toMatchObject({ live: '0.1.0', pinned: null });
    expect(pub.versions.map((v) => `${v.version}:${v.kind}`)).toEqual(['0.1.0:working-copy']);
    expect(report.find((r) => r.remote.dir === 'remote-admin')!.versions).toEqual([]);
  });

  test('versionInUrl reads the version segment of a manifest URL', () => {
    const remote = { dir: 'remote-admin', name: 'remote_admin' } as const;
    expect(versionInUrl(remote, 'https://cdn.example.com/a/remote-admin/1.2.3-rc.1/mf-manifest.json')).toBe('1.2.3-rc.1');
    expect(versionInUrl(remote, 'http://localhost:3013/mf-manifest.json')).toBeNull();
    expect(versionInUrl(remote, undefined)).toBeNull();
  });
});
