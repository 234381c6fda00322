import type { WebVitalName } from 'shared/types';
import { createTelemetryReporter, type TelemetryOptions, type TelemetryReporter } from './telemetry-reporter';

let current: TelemetryReporter | null = null;

/** A render error a remote module's boundary caught; nothing when telemetry is not running (the server render, tests). */
export function reportRenderError(moduleId: string): void {
  current?.renderError(moduleId);
}

/**
 * Starts this page load's telemetry, in the browser only: the queue, its flush when the page is
 * hidden (`visibilitychange` to hidden, and `pagehide`, which a page being left or put in the
 * back-forward cache gets) and the listeners for errors nobody caught. Nothing is sent before the
 * page is hidden. Outside the sample only the reporter exists, and every report is a no-op.
 */
export function startTelemetry(options: TelemetryOptions): TelemetryReporter {
  const reporter = createTelemetryReporter(options);
  current = reporter;
  if (!reporter.sampled) return reporter;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', () => reporter.flush());
  window.addEventListener('error', (event) => reporter.unhandledError(event.error, event.filename));
  window.addEventListener('unhandledrejection', (event) => reporter.unhandledError(event.reason));
  return reporter;
}

/**
 * Watches LCP, INP and CLS with `web-vitals`, loaded once the page is idle so that it is not on
 * the first render's path (the library reads the browser's buffered entries, so loading it late
 * loses nothing). Each metric is reported once per id, at its final value.
 */
export function watchWebVitals(reporter: TelemetryReporter): void {
  if (!reporter.sampled) return;
  const load = () => {
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP }) => {
      const report = ({ name, value, id }: { name: WebVitalName; value: number; id: string }) => reporter.vital(name, value, id);
      onLCP(report);
      onINP(report);
      onCLS(report);
    }, () => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
