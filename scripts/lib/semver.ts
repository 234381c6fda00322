/** Just enough of semver for version folders: validation and ordering (no ranges). */

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

export function isVersion(value: string): boolean {
  return SEMVER.test(value);
}

/** Orders versions by semver precedence (build metadata ignored, then compared as text for a stable order). */
export function compareVersions(a: string, b: string): number {
  const ma = SEMVER.exec(a);
  const mb = SEMVER.exec(b);
  if (!ma || !mb) return a.localeCompare(b);
  for (let i = 1; i <= 3; i += 1) {
    const d = Number(ma[i]) - Number(mb[i]);
    if (d) return Math.sign(d);
  }
  const pa = ma[4];
  const pb = mb[4];
  if (pa !== pb) {
    // A pre-release sorts before its release.
    if (pa === undefined) return 1;
    if (pb === undefined) return -1;
    const xa = pa.split('.');
    const xb = pb.split('.');
    for (let i = 0; i < Math.max(xa.length, xb.length); i += 1) {
      const ia = xa[i];
      const ib = xb[i];
      if (ia === undefined) return -1;
      if (ib === undefined) return 1;
      if (ia === ib) continue;
      const na = /^\d+$/.test(ia);
      const nb = /^\d+$/.test(ib);
      if (na && nb) return Math.sign(Number(ia) - Number(ib));
      if (na) return -1;
      if (nb) return 1;
      return ia < ib ? -1 : 1;
    }
  }
  return a === b ? 0 : a < b ? -1 : 1;
}
