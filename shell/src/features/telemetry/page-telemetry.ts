import { createTelemetryReporter, type TelemetryOptions, type TelemetryReporter } from './telemetry-reporter';

let current: TelemetryReporter | null = null;

/**
 * A remote module a slot rendered, or could not load or refused (its fallback shows): the page
 * ran that remote's release, or tried to. A module only prefetched is not counted.
 */
export function reportRemoteLoad(moduleId: string, failed: boolean): void {
  current?.remoteLoad(moduleId, failed);
}

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
