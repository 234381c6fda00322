// When a canary is worse than the stable version it runs beside: with at least `minLoads` page
// loads of the canary since it started, its error rate is `maxErrorPoints` percentage points or
// more above the stable version's over the same hours. Fewer loads decide nothing either way.
import type { LoadsAndErrors } from './telemetry-store';

export interface CanaryThresholds {
  /** Canary page loads needed before its figures count (CANARY_MIN_LOADS). */
  minLoads: number;
  /** Percentage points of error rate above the stable version's that end it (CANARY_MAX_ERROR_POINTS). */
  maxErrorPoints: number;
}

export interface JudgedCanary {
  verdict: 'healthy' | 'worse';
  /** Error rates in percent, and the canary's lead over the stable one in points. */
  canaryRate: number;
  stableRate: number;
  points: number;
}

export type CanaryVerdict = { verdict: 'too-few-loads'; canaryLoads: number } | JudgedCanary;

/** Error rate in percent (0 without loads). */
const percent = ({ loads, errors }: LoadsAndErrors): number => (loads > 0 ? (Math.min(errors, loads) / loads) * 100 : 0);

export function judgeCanary(canary: LoadsAndErrors, stable: LoadsAndErrors, thresholds: CanaryThresholds): CanaryVerdict {
  if (canary.loads < thresholds.minLoads) return { verdict: 'too-few-loads', canaryLoads: canary.loads };
  const canaryRate = percent(canary);
  const stableRate = percent(stable);
  const points = canaryRate - stableRate;
  return { verdict: points >= thresholds.maxErrorPoints ? 'worse' : 'healthy', canaryRate, stableRate, points };
}

const fixed = (value: number): string => (Math.round(value * 10) / 10).toString();

/** The history's reason for an automatic rollback, with the figures it was decided on. */
export function rollbackReason(
  canary: LoadsAndErrors & { version: string },
  stable: LoadsAndErrors & { version: string },
  verdict: JudgedCanary,
  thresholds: CanaryThresholds,
): string {
  return `Canary ${canary.version}: ${canary.errors} errors in ${canary.loads} loads (${fixed(verdict.canaryRate)}%); `
    + `stable ${stable.version}: ${stable.errors} in ${stable.loads} (${fixed(verdict.stableRate)}%); `
    + `${fixed(verdict.points)} points worse, limit ${thresholds.maxErrorPoints} with at least ${thresholds.minLoads} loads`;
}
