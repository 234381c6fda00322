import { assignCanary, canaryBucket, RELEASE_REMOTES } from './canary';

// Random ids as a browser makes them (UUID v4 form), from a seeded generator so that a run is
// reproducible: the share is a statistical promise, and 1,000 truly random ids miss a 50% share
// by more than 3 points about 6% of the time.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let seed = 17;
function randomIds(count: number): string[] {
  const random = seededRandom(seed);
  seed += 1;
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  return Array.from({ length: count }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(random() * 4)]}${hex(3)}-${hex(12)}`);
}

describe('assignCanary', () => {
  it.each([1, 10, 25, 50, 90])('sends 1,000 random browsers to a %i%% canary within 3 points of the share', (share) => {
    for (const remote of RELEASE_REMOTES) {
      const ids = randomIds(1000);
      const canary = ids.filter((id) => assignCanary(id, remote, share) === 'canary').length;
      expect(Math.abs(canary / 10 - share)).toBeLessThanOrEqual(3);
    }
  });

  it('always gives one browser the same answer', () => {
    for (const id of randomIds(200)) {
      const first = assignCanary(id, 'remote-member', 30);
      for (let i = 0; i < 5; i += 1) expect(assignCanary(id, 'remote-member', 30)).toBe(first);
    }
  });

  it('never sends anyone to a 0% canary and everyone to a 100% one', () => {
    const ids = randomIds(500);
    expect(ids.every((id) => assignCanary(id, 'remote-admin', 0) === 'stable')).toBe(true);
    expect(ids.every((id) => assignCanary(id, 'remote-admin', 100) === 'canary')).toBe(true);
    expect(assignCanary(ids[0] ?? '', 'remote-admin', Number.NaN)).toBe('stable');
  });

  it('keeps every canary browser on the canary when the share grows', () => {
    const ids = randomIds(1000);
    const at10 = ids.filter((id) => assignCanary(id, 'remote-public', 10) === 'canary');
    expect(at10.every((id) => assignCanary(id, 'remote-public', 50) === 'canary')).toBe(true);
  });

  it('draws each remote apart, so one browser is not the tester of every canary', () => {
    const ids = randomIds(1000);
    const both = ids.filter((id) => assignCanary(id, 'remote-public', 50) === 'canary' && assignCanary(id, 'remote-member', 50) === 'canary');
    // Independent halves overlap on about a quarter.
    expect(Math.abs(both.length / 10 - 25)).toBeLessThanOrEqual(5);
  });

  it('spreads close ids over every bucket', () => {
    const buckets = new Set(Array.from({ length: 2000 }, (_, i) => canaryBucket(`browser-${i}`, 'remote-member')));
    expect(buckets.size).toBe(100);
  });
});
