import type { TelemetryEvent } from 'shared/types';

/** The API's limits on one report (`POST /api/telemetry`): events per report, and bytes (kept under). */
export const REPORT_MAX_EVENTS = 100;
export const REPORT_MAX_BYTES = 16 * 1024;
/** Reports sent at one page hide at most: the API takes 60 per client per minute. */
export const REPORTS_PER_FLUSH = 4;
/** Events held between two flushes at most: past it new vitals, then new counts, are dropped. */
export const MAX_PENDING = 400;

export interface TelemetryQueue {
  /** Whether this page load is in the sample (every add is ignored otherwise). */
  readonly sampled: boolean;
  /**
   * Queues an event. A count (`load`, `load-failure`, `render-error`, `unhandled-error`) is kept
   * once per remote and version per page load; a vital once per `key` (the metric's id).
   */
  add(event: TelemetryEvent, key?: string): void;
  /** The queued events as report bodies (JSON), within the API's limits; the queue is then empty. */
  take(): string[];
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The page's telemetry in memory. Sampled once per page load: with `sampleRate` 0.25 about one
 * page load in four reports anything. Reports hold counts first and vitals last, so when a
 * report is full or there are too many, vitals are what is dropped.
 */
export function createTelemetryQueue(sampleRate = 1, random: () => number = Math.random): TelemetryQueue {
  const rate = Number.isFinite(sampleRate) ? Math.min(1, Math.max(0, sampleRate)) : 1;
  const sampled = rate > 0 && random() < rate;
  const seen = new Set<string>();
  let pending: TelemetryEvent[] = [];

  return {
    sampled,
    add(event, key) {
      if (!sampled) return;
      const id = event.type === 'vital' ? `vital|${key ?? event.name}` : `${event.type}|${event.remote}|${event.version}`;
      if (seen.has(id)) return;
      if (pending.length >= MAX_PENDING) {
        // Room for a count is made by dropping a vital; a vital does not push anything out.
        const vital = event.type === 'vital' ? -1 : pending.map((e) => e.type).lastIndexOf('vital');
        if (vital < 0) return;
        pending.splice(vital, 1);
      }
      seen.add(id);
      pending.push(event);
    },
    take() {
      const events = [...pending.filter((e) => e.type !== 'vital'), ...pending.filter((e) => e.type === 'vital')];
      pending = [];
      const reports: string[] = [];
      let current: string[] = [];
      let size = 0;
      const envelope = bytes('{"events":[]}');
      const close = () => {
        if (current.length > 0) reports.push(`{"events":[${current.join(',')}]}`);
        current = [];
        size = envelope;
      };
      close();
      for (const event of events) {
        const text = JSON.stringify(event);
        const added = bytes(text) + (current.length > 0 ? 1 : 0);
        if (envelope + bytes(text) >= REPORT_MAX_BYTES) continue;
        if (current.length >= REPORT_MAX_EVENTS || size + added >= REPORT_MAX_BYTES) {
          close();
          if (reports.length >= REPORTS_PER_FLUSH) break;
        }
        current.push(text);
        size += added;
      }
      if (reports.length < REPORTS_PER_FLUSH) close();
      return reports;
    },
  };
}
