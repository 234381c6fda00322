// Web vitals are kept as histogram counts per bucket, which several instances add to with one
// atomic upsert and from which a percentile is read without keeping any single page's value.
// A bucket holds the values up to its upper edge (and above the previous one); the last bucket
// holds everything above the last edge. A percentile is read as the upper edge of the bucket that
// holds it (the last bucket: its lower edge), so it errs on the slow side by at most a bucket.

export type VitalMetric = 'lcp' | 'inp' | 'cls';

/** Upper edges: LCP and INP in ms, CLS unitless. Finer around the good/poor thresholds. */
export const VITAL_BUCKET_EDGES: Record<VitalMetric, readonly number[]> = {
  lcp: [250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 4500, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000],
  inp: [25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500, 600, 800, 1000, 1500, 2000, 5000],
  cls: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2],
};

/** The bucket of `value` (0 .. edges.length). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const edges = VITAL_BUCKET_EDGES[metric];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/** The `fraction` (0-1) percentile of the counts per bucket; null without any count. */
export function percentileOf(metric: VitalMetric, counts: ReadonlyMap<number, number>, fraction: number): number | null {
  const edges = VITAL_BUCKET_EDGES[metric];
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(fraction * total);
  let seen = 0;
  for (let bucket = 0; bucket <= edges.length; bucket += 1) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= rank) return edges[Math.min(bucket, edges.length - 1)] ?? null;
  }
  return edges[edges.length - 1] ?? null;
}
