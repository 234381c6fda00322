import type { TelemetryReporter } from './telemetry-reporter';
import { watchWebVitals } from './watch-web-vitals';

type Report = (metric: { name: string; value: number; id: string }) => void;
const watchers: Record<string, Report> = {};

jest.mock('web-vitals', () => ({
  onLCP: (report: Report) => { watchers.LCP = report; },
  onINP: (report: Report) => { watchers.INP = report; },
  onCLS: (report: Report) => { watchers.CLS = report; },
}));

const reporter = (sampled: boolean) => ({ sampled, vital: jest.fn() }) as unknown as TelemetryReporter & { vital: jest.Mock };

afterEach(() => {
  for (const name of Object.keys(watchers)) delete watchers[name];
  jest.useRealTimers();
});

describe('watchWebVitals', () => {
  it('loads web-vitals only once the page is idle, then reports LCP, INP and CLS', async () => {
    jest.useFakeTimers();
    const sampled = reporter(true);
    watchWebVitals(sampled);
    await Promise.resolve();
    expect(watchers.LCP).toBeUndefined();
    jest.runAllTimers();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Object.keys(watchers).sort()).toEqual(['CLS', 'INP', 'LCP']);
    watchers.LCP!({ name: 'LCP', value: 1800, id: 'v5-1' });
    watchers.CLS!({ name: 'CLS', value: 0.02, id: 'v5-2' });
    expect(sampled.vital.mock.calls).toEqual([['LCP', 1800, 'v5-1'], ['CLS', 0.02, 'v5-2']]);
  });

  it('loads nothing for a page load out of the sample', async () => {
    jest.useFakeTimers();
    watchWebVitals(reporter(false));
    jest.runAllTimers();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(watchers.LCP).toBeUndefined();
  });
});
