import type { TelemetryBatch, TelemetryEvent } from 'shared/types';
import { createTelemetryQueue, MAX_PENDING, REPORT_MAX_BYTES, REPORT_MAX_EVENTS, REPORTS_PER_FLUSH } from './telemetry-queue';

const load = (version = '1.0.0'): TelemetryEvent => ({ type: 'load', remote: 'remote-public', version });
const vital = (value: number): TelemetryEvent => ({ type: 'vital', remote: 'remote-public', version: '1.0.0', name: 'LCP', value });
const parsed = (reports: string[]) => reports.map((r) => JSON.parse(r) as TelemetryBatch);

describe('createTelemetryQueue', () => {
  it('gives nothing to send when nothing was added', () => {
    expect(createTelemetryQueue(1).take()).toEqual([]);
  });

  it('batches what was added into one report, counts first and vitals last, and empties itself', () => {
    const queue = createTelemetryQueue(1);
    queue.add(vital(1200), 'v1');
    queue.add(load());
    queue.add({ type: 'render-error', remote: 'remote-member', version: '0.2.0' });
    expect(parsed(queue.take())).toEqual([{ events: [load(), { type: 'render-error', remote: 'remote-member', version: '0.2.0' }, vital(1200)] }]);
    expect(queue.take()).toEqual([]);
  });

  it('keeps a count once per remote, version and type per page load, and a vital once per id', () => {
    const queue = createTelemetryQueue(1);
    queue.add(load());
    queue.add(load());
    queue.add(load('1.1.0'));
    queue.add(vital(1), 'a');
    queue.add(vital(2), 'a');
    expect(parsed(queue.take())[0]!.events).toHaveLength(3);
    // Sent already: not again in this page load.
    queue.add(load());
    queue.add(vital(3), 'a');
    expect(queue.take()).toEqual([]);
  });

  it('splits into reports of at most 100 events, and at most a few reports per flush', () => {
    const queue = createTelemetryQueue(1);
    for (let i = 0; i < 250; i += 1) queue.add(vital(i), `id${i}`);
    const reports = parsed(queue.take());
    expect(reports.map((r) => r.events.length)).toEqual([REPORT_MAX_EVENTS, REPORT_MAX_EVENTS, 50]);

    for (let i = 0; i < MAX_PENDING; i += 1) queue.add(vital(i), `more${i}`);
    const most = queue.take();
    expect(most).toHaveLength(REPORTS_PER_FLUSH);
    for (const report of most) expect(new TextEncoder().encode(report).length).toBeLessThan(REPORT_MAX_BYTES);
  });

  it('keeps every report under 16 KB, splitting by bytes too', () => {
    const queue = createTelemetryQueue(1);
    // Long versions make 100 events weigh more than 16 KB.
    for (let i = 0; i < 100; i += 1) queue.add({ type: 'load', remote: 'remote-admin', version: `1.0.${i}-${'x'.repeat(150)}` });
    const reports = queue.take();
    expect(reports.length).toBe(2);
    for (const report of reports) expect(new TextEncoder().encode(report).length).toBeLessThan(REPORT_MAX_BYTES);
    expect(parsed(reports).flatMap((r) => r.events)).toHaveLength(100);
  });

  it('past its limit drops vitals first, and makes room for a count by dropping a vital', () => {
    const queue = createTelemetryQueue(1);
    for (let i = 0; i < MAX_PENDING; i += 1) queue.add(vital(i), `id${i}`);
    queue.add(vital(9999), 'late');
    queue.add(load());
    const events = parsed(queue.take()).flatMap((r) => r.events);
    expect(events[0]).toEqual(load());
    expect(events.some((e) => e.type === 'vital' && e.value === 9999)).toBe(false);
  });

  it('samples once per page load: out of the sample nothing is ever queued', () => {
    const out = createTelemetryQueue(0.25, () => 0.5);
    expect(out.sampled).toBe(false);
    out.add(load());
    expect(out.take()).toEqual([]);

    const sampled = createTelemetryQueue(0.25, () => 0.1);
    expect(sampled.sampled).toBe(true);
    sampled.add(load());
    expect(sampled.take()).toHaveLength(1);

    expect(createTelemetryQueue(0, () => 0).sampled).toBe(false);
    expect(createTelemetryQueue(1, () => 0.999).sampled).toBe(true);
  });

  it('puts about the sample rate of page loads in the sample', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const sampled = Array.from({ length: 2000 }, () => createTelemetryQueue(0.1, random).sampled).filter(Boolean).length;
    expect(sampled).toBeGreaterThan(140);
    expect(sampled).toBeLessThan(260);
  });
});
