import type { ReleaseRemote } from 'shared/canary';
import type { TelemetryEvent, WebVitalName } from 'shared/types';
import { sendReport } from './send-report';
import { createTelemetryQueue, type TelemetryQueue } from './telemetry-queue';

/** One version of one remote. */
export interface Release {
  remote: ReleaseRemote;
  version: string;
}

/** What the reporter needs to know of the page: which remote release a module or some code belongs to, and the page's module. */
export interface TelemetrySource {
  /** The release serving a remote module id (`remote_member/dashboard-page`); null if unknown. */
  releaseOfModule(moduleId: string): Release | null;
  /** The release whose code a stack trace (or script URL) runs in; null if none. */
  releaseOfStack(stack: string): Release | null;
  /** The remote module the page shows now (the route's), if any. */
  currentModule(): string | null;
}

export interface TelemetryOptions {
  /** Where reports go (`POST /api/telemetry`). */
  url: string;
  /** Share of page loads that report (0-1). */
  sampleRate: number;
  source: TelemetrySource;
  random?: () => number;
  send?: (url: string, body: string) => void;
}

export interface TelemetryReporter {
  readonly sampled: boolean;
  /** Queues an event (ignored outside the sample); a page already hidden sends it at once. */
  add(event: TelemetryEvent, key?: string): void;
  /** A remote module a slot rendered (`failed`: could not load it, or refused it). */
  remoteLoad(moduleId: string, failed: boolean): void;
  /** A render error a remote module's boundary caught. */
  renderError(moduleId: string): void;
  /** An error nobody caught, if its stack points into a remote's code. */
  unhandledError(error: unknown, scriptUrl?: string): void;
  /** A web vital: LCP of the first page's remote, INP and CLS of the page's remote when reported. */
  vital(name: WebVitalName, value: number, key: string): void;
  /** Sends what is queued (nothing when empty). */
  flush(): void;
}

/** The largest vital the API takes (ms). */
const MAX_VITAL = 600_000;

const guarded = <A extends unknown[]>(fn: (...args: A) => void) => (...args: A): void => {
  try {
    fn(...args);
  } catch {
    // Reporting is never worth an error on the page.
  }
};

/** The reporter of one page load: a sampled in-memory queue, sent in batches by `flush`. */
export function createTelemetryReporter({ url, sampleRate, source, random, send = sendReport }: TelemetryOptions): TelemetryReporter {
  const queue: TelemetryQueue = createTelemetryQueue(sampleRate, random);
  const firstModule = source.currentModule();
  let flushSoon = false;
  const flush = guarded(() => {
    flushSoon = false;
    for (const body of queue.take()) send(url, body);
  });
  const add = guarded((event: TelemetryEvent, key?: string) => {
    if (!queue.sampled) return;
    queue.add(event, key);
    // Added while the page is hidden (a vital is final at page hide): sent after this task's
    // listeners, within the page hide itself.
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden' && !flushSoon) {
      flushSoon = true;
      queueMicrotask(flush);
    }
  });
  const ofModule = (moduleId: string | null) => (moduleId ? source.releaseOfModule(moduleId) : null);
  return {
    sampled: queue.sampled,
    add,
    flush,
    remoteLoad: guarded((moduleId: string, failed: boolean) => {
      const release = ofModule(moduleId);
      if (release) add({ type: failed ? 'load-failure' : 'load', ...release });
    }),
    renderError: guarded((moduleId: string) => {
      const release = ofModule(moduleId);
      if (!release) return;
      // The module loaded, or it could not have thrown: the load counts, for the error rate.
      add({ type: 'load', ...release });
      add({ type: 'render-error', ...release });
    }),
    unhandledError: guarded((error: unknown, scriptUrl?: string) => {
      const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
      const release = source.releaseOfStack(`${stack}\n${scriptUrl ?? ''}`);
      if (release) add({ type: 'unhandled-error', ...release });
    }),
    vital: guarded((name: WebVitalName, value: number, key: string) => {
      const release = ofModule(name === 'LCP' ? firstModule : source.currentModule());
      if (release && Number.isFinite(value) && value >= 0) add({ type: 'vital', ...release, name, value: Math.min(MAX_VITAL, Math.round(value * 1000) / 1000) }, key);
    }),
  };
}
