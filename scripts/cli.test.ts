/** The commands as a user runs them (`npm run ship|release|versions`), in temp CDN and data dirs. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, versionOf } from './lib/apps';
import { publishImmutable } from './lib/publish';
import { siteConfigFile } from './lib/releases';
import { makeSiteConfig, writeJsonAtomic } from './lib/site-config';
import { runScript } from './lib/testing/run-script';
import { fakeBuild, tempSite, type TempSite } from './lib/testing/temp-dirs';

let site: TempSite;
beforeAll(() => {
  site = tempSite();
  const dist = fakeBuild(join(site.root, 'dist'), 'x');
  for (const version of ['0.1.0', '0.2.0']) publishImmutable({ remoteDir: 'remote-admin', version, fromDir: dist, root: site.cdn });
  writeJsonAtomic(siteConfigFile(site.env), makeSiteConfig({
    siteUrl: 'http://localhost:4998', cdnUrl: 'http://localhost:4999', env: {},
    versions: { 'remote-public': '0.1.0', 'remote-member': '0.1.0', 'remote-admin': '0.1.0' },
  }));
});
afterAll(() => site.cleanup());

const adminUrl = () => (JSON.parse(readFileSync(siteConfigFile(site.env), 'utf8')) as { remotes: Record<string, string> }).remotes.remote_admin;

test('release, then rollback, edit the running site\'s config', async () => {
  const up = await runScript('release', ['remote-admin', '0.2.0'], site.env);
  expect(up.code).toBe(0);
  expect(up.out).toMatch(/remote-admin 0\.1\.0 -> 0\.2\.0/);
  expect(adminUrl()).toBe('http://localhost:4999/remote-admin/0.2.0/mf-manifest.json');
  const back = await runScript('release', ['remote-admin', '0.1.0'], site.env);
  expect(back.code).toBe(0);
  expect(back.out).toMatch(/remote-admin 0\.2\.0 -> 0\.1\.0/);
  expect(adminUrl()).toBe('http://localhost:4999/remote-admin/0.1.0/mf-manifest.json');
});

test('release refuses a version that is not published', async () => {
  const result = await runScript('release', ['remote-admin', '7.7.7'], site.env);
  expect(result.code).toBe(1);
  expect(result.err).toMatch(/remote-admin 7\.7\.7 is not published/);
  expect(adminUrl()).toMatch(/\/0\.1\.0\//);
});

test('versions lists the published versions and marks the live one', async () => {
  const text = await runScript('versions', ['remote-admin'], site.env);
  expect(text.code).toBe(0);
  expect(text.out).toMatch(/\* 0\.1\.0 +published .*LIVE, pinned/);
  expect(text.out).toMatch(/ {3}0\.2\.0 +published/);
  const json = await runScript('versions', ['--json'], site.env);
  const report = JSON.parse(json.out) as Array<{ remote: string; live: string; versions: Array<{ version: string; kind: string }> }>;
  expect(report.map((r) => r.remote)).toEqual(['remote-public', 'remote-member', 'remote-admin']);
  expect(report[2]).toMatchObject({ live: '0.1.0', versions: [{ version: '0.1.0', kind: 'published' }, { version: '0.2.0', kind: 'published' }] });
});

test('ship refuses, before building anything, a version that is already published', async () => {
  const version = versionOf('remote-admin');
  const env = { ...site.env };
  if (!existsSync(join(site.cdn, 'remote-admin', version, '.published'))) {
    publishImmutable({ remoteDir: 'remote-admin', version, fromDir: join(site.root, 'dist'), root: site.cdn });
  }
  const stamp = join(ROOT, 'remote-admin', 'dist', '.build-stamp');
  const before = existsSync(stamp) ? statSync(stamp).mtimeMs : null;
  const result = await runScript('ship', ['remote-admin'], env);
  expect(result.code).toBe(1);
  expect(result.err).toMatch(new RegExp(`remote-admin ${version.replace(/\./g, '\\.')} is already published`));
  expect(result.out).not.toMatch(/build, tests/);
  expect(existsSync(stamp) ? statSync(stamp).mtimeMs : null).toBe(before);
});

test('ship and release name the remotes when given an unknown one', async () => {
  for (const script of ['ship', 'release']) {
    const result = await runScript(script, ['remote-nope', '0.1.0'], site.env);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/unknown remote "remote-nope"; one of: remote-public, remote-member, remote-admin/);
  }
});

test('ship reads the remote beside --live <url>, and refuses --live without one', async () => {
  const missing = await runScript('ship', ['remote-admin', '--live'], site.env);
  expect(missing.code).toBe(1);
  expect(missing.err).toMatch(/--live needs the URL of the running site/);
  // The URL is not taken for the remote's name: the published check runs on remote-admin.
  const version = versionOf('remote-admin');
  if (!existsSync(join(site.cdn, 'remote-admin', version, '.published'))) {
    publishImmutable({ remoteDir: 'remote-admin', version, fromDir: join(site.root, 'dist'), root: site.cdn });
  }
  const named = await runScript('ship', ['--live', 'http://127.0.0.1:9', 'remote-admin'], site.env);
  expect(named.code).toBe(1);
  expect(named.err).toMatch(/remote-admin \S+ is already published/);
});
