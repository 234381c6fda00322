import { judgeCanary, rollbackReason } from './canary-rule';
import { bucketOf, percentileOf, VITAL_BUCKET_EDGES } from './vital-histogram';

const thresholds = { minLoads: 20, maxErrorPoints: 5 };

describe('judgeCanary', () => {
  it('decides nothing below the minimum of canary loads, however bad', () => {
    expect(judgeCanary({ loads: 19, errors: 19 }, { loads: 1000, errors: 0 }, thresholds)).toEqual({ verdict: 'too-few-loads', canaryLoads: 19 });
  });

  it('rolls back a canary 5 points or more worse than stable, not one less worse', () => {
    expect(judgeCanary({ loads: 20, errors: 2 }, { loads: 200, errors: 10 }, thresholds)).toMatchObject({ verdict: 'worse', points: 5 });
    expect(judgeCanary({ loads: 100, errors: 9 }, { loads: 200, errors: 10 }, thresholds)).toMatchObject({ verdict: 'healthy', points: 4 });
    // Stable erring as much: the canary is not to blame.
    expect(judgeCanary({ loads: 20, errors: 10 }, { loads: 20, errors: 10 }, thresholds)).toMatchObject({ verdict: 'healthy', points: 0 });
    // No stable loads in the period: judged against no errors.
    expect(judgeCanary({ loads: 20, errors: 1 }, { loads: 0, errors: 0 }, thresholds)).toMatchObject({ verdict: 'worse', canaryRate: 5, stableRate: 0 });
  });

  it('says why with the figures', () => {
    const canary = { version: '1.1.0', loads: 40, errors: 20 };
    const stable = { version: '1.0.0', loads: 60, errors: 3 };
    const verdict = judgeCanary(canary, stable, thresholds);
    if (verdict.verdict === 'too-few-loads') throw new Error('judged');
    expect(rollbackReason(canary, stable, verdict, thresholds)).toBe(
      'Canary 1.1.0: 20 errors in 40 loads (50%); stable 1.0.0: 3 in 60 (5%); 45 points worse, limit 5 with at least 20 loads',
    );
  });
});

describe('the vitals histogram', () => {
  it('puts a value in the first bucket whose upper edge holds it, above the last edge in the last', () => {
    expect([bucketOf('lcp', 0), bucketOf('lcp', 250), bucketOf('lcp', 251), bucketOf('lcp', 99_999)]).toEqual([0, 0, 1, VITAL_BUCKET_EDGES.lcp.length]);
    expect(bucketOf('cls', 0.1)).toBe(4);
  });

  it('reads the 75th percentile as the upper edge of the bucket holding it', () => {
    const values = [900, 1100, 1200, 1600, 2100, 2400, 2600, 4100];
    const counts = new Map<number, number>();
    for (const value of values) counts.set(bucketOf('lcp', value), (counts.get(bucketOf('lcp', value)) ?? 0) + 1);
    // The 6th of 8 values (2400) is in the bucket (2250, 2500].
    expect(percentileOf('lcp', counts, 0.75)).toBe(2500);
    expect(percentileOf('lcp', new Map(), 0.75)).toBeNull();
    expect(percentileOf('inp', new Map([[VITAL_BUCKET_EDGES.inp.length, 3]]), 0.75)).toBe(5000);
  });
});
