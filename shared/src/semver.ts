// `shared/semver`: the one place versions are read, in the browser (the shell's version-skew
// guard) and in Node (the build config, the release scripts) alike. No React, so Node imports
// this entry without the UI. Written here rather than taken from the `semver` library: the shell
// needs four small functions before the first render, and the library's smallest entry point
// (`semver/functions/parse`) weighs 3 KiB gzip there. Ranges are not parsed here: the guard asks
// the federation runtime (`satisfy`), which applies the same rules when it shares modules.

/** A version as semver.org 2.0.0 writes one: no `v`, no leading zeros. */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** Pre-release identifiers (`rc.1` -> `['rc', '1']`); empty for a release. */
  prerelease: string[];
}

/** The parts of a version written exactly as semver spells one; `null` for anything else. */
export function parseVersion(value: string): Version | null {
  const match = SEMVER.exec(value);
  if (!match) return null;
  const [, major, minor, patch, prerelease] = match;
  return { major: Number(major), minor: Number(minor), patch: Number(patch), prerelease: prerelease ? prerelease.split('.') : [] };
}

/** Whether `value` is a version written exactly as semver spells one, so it is a safe path segment too. */
export function isVersion(value: string): boolean {
  return parseVersion(value) !== null;
}

const NUMERIC = /^\d+$/;

/** Pre-release identifiers in semver order: numbers by value, below any text; a release above all. */
function comparePrerelease(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return Math.sign(b.length - a.length);
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const xNumeric = NUMERIC.test(x);
    const yNumeric = NUMERIC.test(y);
    if (xNumeric && yNumeric) return Math.sign(Number(x) - Number(y));
    if (xNumeric !== yNumeric) return xNumeric ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Orders versions by semver precedence; versions equal in precedence (they differ in build
 * metadata) and anything that is not a version are ordered as text, so the order is stable.
 */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (x && y) {
    const order = Math.sign(x.major - y.major) || Math.sign(x.minor - y.minor) || Math.sign(x.patch - y.patch)
      || comparePrerelease(x.prerelease, y.prerelease);
    if (order) return order;
  }
  return a === b ? 0 : a < b ? -1 : 1;
}

/**
 * The part of a version two builds must share to share one copy, by semver's caret rule: the
 * major; while the major is 0, the minor; while both are 0, the patch. A leading `v` and spaces
 * around are allowed (other builds' manifests may write them); `null` for anything else.
 */
export function breakingPart(version: string): string | null {
  const parsed = parseVersion(version.trim().replace(/^v/, ''));
  if (!parsed) return null;
  if (parsed.major !== 0) return `${parsed.major}`;
  if (parsed.minor !== 0) return `0.${parsed.minor}`;
  return `0.0.${parsed.patch}`;
}

/**
 * The range of every version that shares `version`'s breaking part: `^19.0.0` for 19.3.1,
 * `^0.1.0` for 0.1.4 (while the major is 0 the minor is the breaking number), `^0.0.3` for 0.0.3.
 */
export function compatibleRange(version: string): string {
  const part = breakingPart(version);
  if (part === null) throw new Error(`"${version}" is not a version`);
  const [major, minor = '0', patch = '0'] = part.split('.');
  return `^${major}.${minor}.${patch}`;
}
