import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_STAMP } from './build-apps';
import {
  AlreadyPublishedError, cdnDir, isServable, listVersionFolders, PUBLISHED_MARKER, publishImmutable,
  publishWorkingCopy, readMarker,
} from './publish';
import { fakeBuild, tempSite, type TempSite } from './testing/temp-dirs';

let site: TempSite;
beforeEach(() => { site = tempSite(); });
afterEach(() => site.cleanup());

const read = (...parts: string[]) => readFileSync(join(...parts), 'utf8');
const hiddenIn = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('.'));

describe('cdnDir', () => {
  test('CDN_DIR overrides the repo folder', () => {
    expect(cdnDir({ CDN_DIR: site.cdn })).toBe(site.cdn);
    expect(cdnDir({})).toMatch(/\.cdn$/);
  });
});

describe('publishImmutable', () => {
  test('publishes a build under /<remote>/<version>/ with a marker, read-only files and no temp folder left', () => {
    const dist = fakeBuild(join(site.root, 'dist'), 'v1', 'fingerprint-1');
    const path = publishImmutable({ remoteDir: 'remote-admin', version: '0.2.0', fromDir: dist, root: site.cdn, meta: { commit: 'abc' } });
    expect(path).toBe(join(site.cdn, 'remote-admin', '0.2.0'));
    expect(read(path, 'remoteEntry.js')).toBe('/* v1 */');
    expect(read(path, 'static', 'js', 'page.0123456789.js')).toContain('v1');
    expect(readMarker(path)).toMatchObject({ remote: 'remote-admin', version: '0.2.0', fingerprint: 'fingerprint-1', commit: 'abc' });
    expect(existsSync(join(path, BUILD_STAMP))).toBe(false);
    expect(statSync(join(path, 'remoteEntry.js')).mode & 0o222).toBe(0);
    expect(hiddenIn(join(site.cdn, 'remote-admin'))).toEqual([]);
  });

  test('a build from a private folder (a temp folder, 0700) is published readable by everyone: the CDN\'s server may be another user', () => {
    const dist = fakeBuild(join(site.root, 'private'), 'v1');
    chmodSync(dist, 0o700);
    chmodSync(join(dist, 'static'), 0o700);
    const path = publishImmutable({ remoteDir: 'remote-admin', version: '0.2.0', fromDir: dist, root: site.cdn });
    for (const dir of [path, join(path, 'static'), join(path, 'static', 'js')]) expect({ dir, mode: statSync(dir).mode & 0o777 }).toEqual({ dir, mode: 0o755 });
    expect(statSync(join(path, 'static', 'js', 'page.0123456789.js')).mode & 0o777).toBe(0o444);
  });

  test('publishing the same version twice is refused and leaves the first one intact', () => {
    publishImmutable({ remoteDir: 'remote-admin', version: '0.2.0', fromDir: fakeBuild(join(site.root, 'a'), 'first'), root: site.cdn });
    const marker = read(site.cdn, 'remote-admin', '0.2.0', PUBLISHED_MARKER);
    expect(() => publishImmutable({
      remoteDir: 'remote-admin', version: '0.2.0', fromDir: fakeBuild(join(site.root, 'b'), 'second'), root: site.cdn,
    })).toThrow(AlreadyPublishedError);
    expect(read(site.cdn, 'remote-admin', '0.2.0', 'remoteEntry.js')).toBe('/* first */');
    expect(read(site.cdn, 'remote-admin', '0.2.0', PUBLISHED_MARKER)).toBe(marker);
    expect(hiddenIn(join(site.cdn, 'remote-admin'))).toEqual([]);
  });

  test('the refusal says how to ship a change instead', () => {
    publishImmutable({ remoteDir: 'remote-admin', version: '0.2.0', fromDir: fakeBuild(join(site.root, 'a'), 'a'), root: site.cdn });
    expect(() => publishImmutable({ remoteDir: 'remote-admin', version: '0.2.0', fromDir: join(site.root, 'a'), root: site.cdn }))
      .toThrow(/already published.*immutable.*changeset.*version-packages/);
  });

  test('replaces a working copy of the same version (npm start\'s), which is not published', () => {
    publishWorkingCopy({ remoteDir: 'remote-admin', version: '0.2.0', distDir: fakeBuild(join(site.root, 'wc'), 'wc'), root: site.cdn });
    publishImmutable({ remoteDir: 'remote-admin', version: '0.2.0', fromDir: fakeBuild(join(site.root, 'rel'), 'rel'), root: site.cdn });
    expect(read(site.cdn, 'remote-admin', '0.2.0', 'remoteEntry.js')).toBe('/* rel */');
    expect(readMarker(join(site.cdn, 'remote-admin', '0.2.0'))).not.toBeNull();
    expect(hiddenIn(join(site.cdn, 'remote-admin'))).toEqual([]);
  });

  test('refuses what is not a version, the -local names of working copies, and a folder without a manifest', () => {
    const dist = fakeBuild(join(site.root, 'dist'), 'x');
    expect(() => publishImmutable({ remoteDir: 'remote-admin', version: '../evil', fromDir: dist, root: site.cdn })).toThrow(/not a version/);
    expect(() => publishImmutable({ remoteDir: 'remote-admin', version: '0.2.0-local', fromDir: dist, root: site.cdn })).toThrow(/working copies/);
    const empty = join(site.root, 'empty');
    mkdirSync(empty);
    expect(() => publishImmutable({ remoteDir: 'remote-admin', version: '0.2.0', fromDir: empty, root: site.cdn })).toThrow(/mf-manifest/);
    expect(existsSync(join(site.cdn, 'remote-admin', '0.2.0'))).toBe(false);
  });
});

describe('publishWorkingCopy (npm start)', () => {
  test('an unpublished version: the build is copied to /<remote>/<version>/, and not again while unchanged', () => {
    const dist = fakeBuild(join(site.root, 'dist'), 'wc', 'same');
    const first = publishWorkingCopy({ remoteDir: 'remote-member', version: '0.1.0', distDir: dist, root: site.cdn });
    expect(first).toMatchObject({ version: '0.1.0', kind: 'working-copy' });
    const mtime = statSync(join(first.path, 'remoteEntry.js')).mtimeMs;
    writeFileSync(join(dist, 'remoteEntry.js'), '/* not copied: same stamp */');
    const again = publishWorkingCopy({ remoteDir: 'remote-member', version: '0.1.0', distDir: dist, root: site.cdn });
    expect(again.path).toBe(first.path);
    expect(statSync(join(first.path, 'remoteEntry.js')).mtimeMs).toBe(mtime);
  });

  test('a version published from this very build is served as is', () => {
    const dist = fakeBuild(join(site.root, 'dist'), 'rel', 'fp');
    publishImmutable({ remoteDir: 'remote-member', version: '0.2.0', fromDir: dist, root: site.cdn });
    const served = publishWorkingCopy({ remoteDir: 'remote-member', version: '0.2.0', distDir: dist, root: site.cdn });
    expect(served).toMatchObject({ version: '0.2.0', kind: 'published' });
    expect(existsSync(join(site.cdn, 'remote-member', '0.2.0-local'))).toBe(false);
  });

  test('never overwrites a published version: a differing checkout is served from /<version>-local/', () => {
    publishImmutable({ remoteDir: 'remote-member', version: '0.2.0', fromDir: fakeBuild(join(site.root, 'rel'), 'rel', 'fp-rel'), root: site.cdn });
    const before = read(site.cdn, 'remote-member', '0.2.0', 'remoteEntry.js');
    const served = publishWorkingCopy({
      remoteDir: 'remote-member', version: '0.2.0', distDir: fakeBuild(join(site.root, 'wc'), 'edited', 'fp-edited'), root: site.cdn,
    });
    expect(served).toMatchObject({ version: '0.2.0-local', kind: 'working-copy' });
    expect(read(served.path, 'remoteEntry.js')).toBe('/* edited */');
    expect(read(site.cdn, 'remote-member', '0.2.0', 'remoteEntry.js')).toBe(before);
    expect(hiddenIn(join(site.cdn, 'remote-member'))).toEqual([]);
  });
});

describe('listVersionFolders', () => {
  test('lists servable versions in semver order with their kind, ignoring hidden and foreign folders', () => {
    const dist = fakeBuild(join(site.root, 'dist'), 'x');
    for (const version of ['0.10.0', '0.2.0', '0.2.0-rc.1']) {
      publishImmutable({ remoteDir: 'remote-public', version, fromDir: dist, root: site.cdn });
    }
    publishWorkingCopy({ remoteDir: 'remote-public', version: '0.11.0', distDir: dist, root: site.cdn });
    mkdirSync(join(site.cdn, 'remote-public', '.0.12.0.publishing-1-ab'), { recursive: true });
    mkdirSync(join(site.cdn, 'remote-public', 'notes'), { recursive: true });
    mkdirSync(join(site.cdn, 'remote-public', '0.13.0'), { recursive: true });
    const list = listVersionFolders('remote-public', site.cdn);
    expect(list.map((v) => [v.version, v.kind])).toEqual([
      ['0.2.0-rc.1', 'published'], ['0.2.0', 'published'], ['0.10.0', 'published'], ['0.11.0', 'working-copy'],
    ]);
    expect(list[0]!.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(isServable('remote-public', '0.13.0', site.cdn)).toBe(false);
    expect(isServable('remote-public', '0.10.0', site.cdn)).toBe(true);
    expect(listVersionFolders('remote-admin', site.cdn)).toEqual([]);
  });
});
