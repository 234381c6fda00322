import { breakingPart, compareVersions, compatibleRange, isVersion, parseVersion } from './semver';

test('isVersion accepts semver only (so a version is always a safe path segment)', () => {
  for (const v of ['0.1.0', '1.20.3', '1.0.0-rc.1', '1.0.0-local', '1.0.0+build.7']) expect(isVersion(v)).toBe(true);
  for (const v of ['1.0', 'v1.0.0', '01.0.0', '../1.0.0', '1.0.0/x', '.1.0.0', '', ' 1.0.0', '1.0.0 ']) expect(isVersion(v)).toBe(false);
});

test('compareVersions orders by semver precedence', () => {
  const sorted = ['0.10.0', '0.2.0', '1.0.0', '1.0.0-rc.2', '1.0.0-rc.10', '1.0.0-alpha', '0.2.0-local', '0.9.9'].sort(compareVersions);
  expect(sorted).toEqual(['0.2.0-local', '0.2.0', '0.9.9', '0.10.0', '1.0.0-alpha', '1.0.0-rc.2', '1.0.0-rc.10', '1.0.0']);
});

test('compareVersions gives versions that differ only in build metadata a stable order', () => {
  expect(compareVersions('1.0.0+b', '1.0.0+a')).toBe(1);
  expect(compareVersions('1.0.0+a', '1.0.0+a')).toBe(0);
  expect(compareVersions('1.0.0+a', '1.0.0')).toBe(1);
});

test('parseVersion reads the numbers and the pre-release identifiers', () => {
  expect(parseVersion('1.20.3-rc.1+build.7')).toEqual({ major: 1, minor: 20, patch: 3, prerelease: ['rc', '1'] });
  expect(parseVersion('0.1.0')).toEqual({ major: 0, minor: 1, patch: 0, prerelease: [] });
  expect(parseVersion('1.0.0-01')).toBeNull();
});

describe('breakingPart', () => {
  it.each([
    ['19.3.1', '19'],
    ['1.0.0', '1'],
    ['0.1.0', '0.1'],
    ['0.1.9', '0.1'],
    ['0.0.3', '0.0.3'],
    ['20.0.0-rc.1', '20'],
    ['v18.2.0', '18'],
  ])('%s -> %s', (version, part) => {
    expect(breakingPart(version)).toBe(part);
  });

  it.each(['', 'latest', '19', '19.x', 'workspace:*'])('is null for %p', (version) => {
    expect(breakingPart(version)).toBeNull();
  });
});

describe('compatibleRange', () => {
  it.each([
    ['19.3.1', '^19.0.0'],
    ['2.9.2', '^2.0.0'],
    ['0.1.4', '^0.1.0'],
    ['0.0.3', '^0.0.3'],
  ])('%s -> %s', (version, range) => {
    expect(compatibleRange(version)).toBe(range);
  });

  it('refuses what is not a version', () => {
    expect(() => compatibleRange('workspace:*')).toThrow('"workspace:*" is not a version');
  });
});
