import type { WebVitalName } from 'shared/types';
import type { TelemetryReporter } from './telemetry-reporter';

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
