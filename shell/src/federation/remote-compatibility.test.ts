import { remoteManifest as manifest, TEST_HOST_VERSIONS as HOST } from './fake-federation.test-utils';
import { checkRemoteCompatibility, packageOf } from './remote-compatibility';

describe('packageOf', () => {
  it.each([
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@scope/pkg/sub', '@scope/pkg'],
  ])('%s -> %s', (request, pkg) => {
    expect(packageOf(request)).toBe(pkg);
  });
});

describe('checkRemoteCompatibility', () => {
  it('accepts a remote built against the same versions', () => {
    expect(checkRemoteCompatibility(manifest(), HOST)).toEqual({ compatible: true, reasons: [], warnings: [] });
  });

  it('accepts patch and minor differences of a 1.x+ package, and patch differences of 0.x', () => {
    expect(checkRemoteCompatibility(manifest({ react: '19.0.0' }), HOST).compatible).toBe(true);
    expect(checkRemoteCompatibility(manifest({ react: '19.9.4' }), HOST).compatible).toBe(true);
    expect(checkRemoteCompatibility(manifest({ shared: '0.1.7' }), HOST).compatible).toBe(true);
    expect(checkRemoteCompatibility(manifest({ shared: '1.4.0' }), { ...HOST, shared: '1.0.2' }).compatible).toBe(true);
  });

  it('refuses another major of shared, with the precise reason', () => {
    const result = checkRemoteCompatibility(manifest({ shared: '1.0.0' }), HOST);
    expect(result.compatible).toBe(false);
    expect(result.reasons).toContain('remote_member was built against shared 1.0.0; this site runs shared 0.1.0');
  });

  it('refuses another minor of a 0.x shared (semver caret rules)', () => {
    const result = checkRemoteCompatibility(manifest({ shared: '0.2.0' }), HOST);
    expect(result.compatible).toBe(false);
    expect(result.reasons).toEqual([
      'remote_member was built against shared 0.2.0; this site runs shared 0.1.0',
      'remote_member requires shared ^0.2.0; this site runs shared 0.1.0',
    ]);
  });

  it('refuses another major of react and react-dom, once per finding', () => {
    const result = checkRemoteCompatibility(manifest({ react: '20.0.0' }), HOST);
    expect(result.compatible).toBe(false);
    expect(result.reasons).toEqual([
      'remote_member was built against react 20.0.0; this site runs react 19.3.1',
      'remote_member requires react ^20.0.0; this site runs react 19.3.1',
      'remote_member was built against react-dom 20.0.0; this site runs react-dom 19.3.1',
      'remote_member requires react-dom ^20.0.0; this site runs react-dom 19.3.1',
    ]);
  });

  it('refuses a remote built for another major of the federation runtime core the shell provides', () => {
    const result = checkRemoteCompatibility(manifest({ runtimeCore: '3.0.0' }), HOST);
    expect(result.compatible).toBe(false);
    expect(result.reasons).toEqual([
      'remote_member was built against @module-federation/runtime-core 3.0.0; this site runs @module-federation/runtime-core 2.9.2',
      'remote_member requires @module-federation/runtime-core ^3.0.0; this site runs @module-federation/runtime-core 2.9.2',
    ]);
  });

  it('refuses an older major too (a remote rolled back, or a shell ahead of it)', () => {
    const result = checkRemoteCompatibility(manifest({ react: '18.3.1' }), HOST);
    expect(result.compatible).toBe(false);
    expect(result.reasons[0]).toBe('remote_member was built against react 18.3.1; this site runs react 19.3.1');
  });

  it("refuses a requirement this site's version does not satisfy, even with the same major", () => {
    const result = checkRemoteCompatibility(manifest({ requires: { react: '^19.5.0' } }), HOST);
    expect(result).toEqual({
      compatible: false,
      reasons: ['remote_member requires react ^19.5.0; this site runs react 19.3.1'],
      warnings: [],
    });
  });

  it('reads the federation `shared` array alone (a manifest without clubBuild)', () => {
    const { metaData: _ignored, ...withoutClubBuild } = manifest({ shared: '9.0.0' });
    expect(checkRemoteCompatibility(withoutClubBuild, HOST).reasons).toEqual([
      'remote_member was built against shared 9.0.0; this site runs shared 0.1.0',
      'remote_member requires shared ^9.0.0; this site runs shared 0.1.0',
    ]);
  });

  it('reads clubBuild alone (a remote that shares none of them would still be caught)', () => {
    const m = manifest({ shared: '9.0.0' });
    expect(checkRemoteCompatibility({ ...m, shared: [] }, HOST).compatible).toBe(false);
  });

  it('ignores packages it does not guard', () => {
    const m = manifest();
    const shared = [...(m.shared as object[]), { name: 'jotai', version: '4.0.0', requiredVersion: '^4.0.0', singleton: true }];
    expect(checkRemoteCompatibility({ ...m, shared }, HOST).compatible).toBe(true);
  });

  it('uses the given remote name, else the manifest name', () => {
    expect(checkRemoteCompatibility(manifest({ shared: '1.0.0' }), HOST, 'member').reasons[0]).toMatch(/^member was built/);
    expect(checkRemoteCompatibility({ ...manifest({ shared: '1.0.0' }), name: undefined }, HOST).reasons[0]).toMatch(
      /^the remote was built/,
    );
  });

  describe('missing or unreadable information is allowed, with a warning', () => {
    it('a manifest that records none of the guarded packages', () => {
      expect(checkRemoteCompatibility({ name: 'remote_x', metaData: {}, shared: [] }, HOST)).toEqual({
        compatible: true,
        reasons: [],
        warnings: ['cannot check remote_x: its manifest records no version of shared, react, react-dom, @module-federation/runtime-core'],
      });
    });

    it('a malformed manifest', () => {
      for (const bad of [{}, { metaData: 'x', shared: 'y' }, { metaData: { clubBuild: [] }, shared: [null, 3, {}] }]) {
        const result = checkRemoteCompatibility(bad, HOST, 'remote_x');
        expect(result.compatible).toBe(true);
        expect(result.warnings).toHaveLength(1);
      }
    });

    it('a version that is not semver', () => {
      const m = manifest();
      const shared = [{ name: 'shared', version: 'workspace:*', singleton: true }];
      const result = checkRemoteCompatibility({ name: m.name, shared }, HOST);
      expect(result).toEqual({
        compatible: true,
        reasons: [],
        warnings: ['cannot check shared for remote_member: it records version "workspace:*"'],
      });
    });

    it("a package whose version this site does not know (still checks the others)", () => {
      const result = checkRemoteCompatibility(manifest({ react: '20.0.0' }), { shared: '0.1.0' });
      expect(result.compatible).toBe(true);
      expect(result.warnings).toEqual([
        "cannot check react for remote_member: this site's version of react is unknown",
        "cannot check react-dom for remote_member: this site's version of react-dom is unknown",
        "cannot check @module-federation/runtime-core for remote_member: this site's version of @module-federation/runtime-core is unknown",
      ]);
      expect(checkRemoteCompatibility(manifest({ shared: '2.0.0' }), { shared: '0.1.0' }).compatible).toBe(false);
    });
  });
});
