import { compareVersions, isVersion } from './semver';

test('isVersion accepts semver only (so a version is always a safe path segment)', () => {
  for (const v of ['0.1.0', '1.20.3', '1.0.0-rc.1', '1.0.0-local', '1.0.0+build.7']) expect(isVersion(v)).toBe(true);
  for (const v of ['1.0', 'v1.0.0', '01.0.0', '../1.0.0', '1.0.0/x', '.1.0.0', '']) expect(isVersion(v)).toBe(false);
});

test('compareVersions orders by semver precedence', () => {
  const sorted = ['0.10.0', '0.2.0', '1.0.0', '1.0.0-rc.2', '1.0.0-rc.10', '1.0.0-alpha', '0.2.0-local', '0.9.9'].sort(compareVersions);
  expect(sorted).toEqual(['0.2.0-local', '0.2.0', '0.9.9', '0.10.0', '1.0.0-alpha', '1.0.0-rc.2', '1.0.0-rc.10', '1.0.0']);
});
