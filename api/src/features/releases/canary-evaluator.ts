// The automatic rollback: every instance looks at each running canary every CANARY_CHECK_MS and
// aborts one that is worse than its stable version (canary-rule.ts), over the hours since the
// canary started. The abort is a compare-and-swap on the revision the look was made on
// (release-repository.ts), so when several instances decide at once exactly one applies it and
// records 'auto-rollback' with the figures; the others find the revision moved on and leave it.
// A canary changed by a person meanwhile is looked at again at the next tick.
import type { Kysely } from 'kysely';
import type { ReleaseRemote } from 'shared/canary';
import { startPeriodicJob, type PeriodicJob } from '../../app/periodic-job';
import type { Database } from '../../db/schema';
import { judgeCanary, rollbackReason, type CanaryThresholds } from './canary-rule';
import { applyReleaseChange, readReleaseState, StaleRevisionError } from './release-repository';
import { hourOf, loadsAndErrors } from './telemetry-store';

export const AUTO_ROLLBACK_ACTOR = 'auto-rollback';
/** How often each instance looks at the running canaries. */
export const CANARY_CHECK_MS = 10_000;

export interface RolledBack {
  remote: ReleaseRemote;
  version: string;
  reason: string;
}

/** Looks at every running canary once; returns those this call rolled back. */
export async function evaluateCanaries(db: Kysely<Database>, thresholds: CanaryThresholds, now: Date): Promise<RolledBack[]> {
  const rolledBack: RolledBack[] = [];
  for (const state of await readReleaseState(db)) {
    if (!state.canary) continue;
    const since = hourOf(new Date(state.canary.startedAt));
    const canary = { version: state.canary.version, ...(await loadsAndErrors(db, state.remote, state.canary.version, since)) };
    const stable = { version: state.stable, ...(await loadsAndErrors(db, state.remote, state.stable, since)) };
    const verdict = judgeCanary(canary, stable, thresholds);
    if (verdict.verdict !== 'worse') continue;
    const reason = rollbackReason(canary, stable, verdict, thresholds);
    try {
      await applyReleaseChange(db, { kind: 'auto-rollback', remote: state.remote }, {
        expectedRevision: state.revision,
        actor: AUTO_ROLLBACK_ACTOR,
        reason,
        now,
      });
      rolledBack.push({ remote: state.remote, version: canary.version, reason });
    } catch (error) {
      if (!(error instanceof StaleRevisionError)) throw error;
    }
  }
  return rolledBack;
}

export interface CanaryWatchOptions {
  thresholds: CanaryThresholds;
  onRolledBack: (rolledBack: RolledBack) => void;
  onError: (error: unknown) => void;
  intervalMs?: number;
}

/** This instance's look at the canaries, every `intervalMs` until stopped. */
export function startCanaryWatch(db: Kysely<Database>, options: CanaryWatchOptions): PeriodicJob {
  const intervalMs = options.intervalMs ?? CANARY_CHECK_MS;
  return startPeriodicJob({
    run: async (now) => {
      for (const rolledBack of await evaluateCanaries(db, options.thresholds, now)) options.onRolledBack(rolledBack);
    },
    onError: options.onError,
    intervalMs,
    firstRunDelayMs: intervalMs,
  });
}
