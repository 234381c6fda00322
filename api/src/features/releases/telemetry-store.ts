// Field telemetry per remote, version and clock hour: page loads, errors and web-vital histograms.
// A report adds to its hour's rows with one atomic upsert per table (insert, or add to the row
// there), so any number of instances add up on the same rows without a lost count. Rows of one
// statement are unique and sorted by key, so concurrent reports lock rows in the same order.
// Nothing about the visitor is stored: no address, no account, no page address.
import { sql, type Kysely } from 'kysely';
import type { ReleaseRemote } from 'shared/canary';
import type { TelemetryEvent, VersionFigures } from 'shared/types';
import type { Database } from '../../db/schema';
import { bucketOf, percentileOf, type VitalMetric } from './vital-histogram';

const HOUR_MS = 60 * 60 * 1000;

/** The start of the clock hour of `at`, as stored. */
export const hourOf = (at: Date): string => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();

/** The start of the window "the last hour" covers: the previous clock hour's start. */
export const lastHourSince = (now: Date): string => hourOf(new Date(now.getTime() - HOUR_MS));

interface Counts {
  loads: number;
  errorEvents: number;
  load_failures: number;
  render_errors: number;
  unhandled_errors: number;
}

const keyOf = (...parts: (string | number)[]): string => parts.join('\n');

/**
 * Adds one report (one page's events) to the hour of `now`. A remote version's errors count for
 * its error rate at most once per load attempt in the report (at least once), so a page that
 * throws in a loop weighs like one failed load.
 */
export async function recordTelemetry(db: Kysely<Database>, events: readonly TelemetryEvent[], now: Date): Promise<void> {
  const hour = hourOf(now);
  const counts = new Map<string, { remote: ReleaseRemote; version: string } & Counts>();
  const vitals = new Map<string, { remote: ReleaseRemote; version: string; metric: VitalMetric; bucket: number; count: number }>();
  for (const event of events) {
    const { remote, version } = event;
    if (event.type === 'vital') {
      const metric = event.name.toLowerCase() as VitalMetric;
      const bucket = bucketOf(metric, event.value);
      const key = keyOf(remote, version, metric, bucket);
      const row = vitals.get(key) ?? { remote, version, metric, bucket, count: 0 };
      row.count += 1;
      vitals.set(key, row);
      continue;
    }
    const key = keyOf(remote, version);
    const row = counts.get(key) ?? { remote, version, loads: 0, errorEvents: 0, load_failures: 0, render_errors: 0, unhandled_errors: 0 };
    if (event.type === 'load') row.loads += 1;
    else if (event.type === 'load-failure') {
      row.loads += 1;
      row.load_failures += 1;
      row.errorEvents += 1;
    } else if (event.type === 'render-error') {
      row.render_errors += 1;
      row.errorEvents += 1;
    } else {
      row.unhandled_errors += 1;
      row.errorEvents += 1;
    }
    counts.set(key, row);
  }

  const countRows = [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => ({
      remote: row.remote,
      version: row.version,
      hour,
      loads: row.loads,
      errors: Math.min(row.errorEvents, Math.max(row.loads, 1)),
      load_failures: row.load_failures,
      render_errors: row.render_errors,
      unhandled_errors: row.unhandled_errors,
    }));
  const vitalRows = [...vitals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => ({ ...row, hour }));
  if (countRows.length === 0 && vitalRows.length === 0) return;

  const added = (column: string) => sql<number>`${sql.ref(`remote_telemetry_hourly.${column}`)} + ${sql.ref(`excluded.${column}`)}`;
  // Two statements, each atomic on its own: counts and vitals need not land together.
  if (countRows.length > 0) {
    await db
      .insertInto('remote_telemetry_hourly')
      .values(countRows)
      .onConflict((conflict) =>
        conflict.columns(['remote', 'version', 'hour']).doUpdateSet({
          loads: added('loads'),
          errors: added('errors'),
          load_failures: added('load_failures'),
          render_errors: added('render_errors'),
          unhandled_errors: added('unhandled_errors'),
        }),
      )
      .execute();
  }
  if (vitalRows.length > 0) {
    await db
      .insertInto('remote_vitals_hourly')
      .values(vitalRows)
      .onConflict((conflict) =>
        conflict.columns(['remote', 'version', 'hour', 'metric', 'bucket']).doUpdateSet({
          count: sql<number>`remote_vitals_hourly.count + excluded.count`,
        }),
      )
      .execute();
  }
}

export interface LoadsAndErrors {
  loads: number;
  errors: number;
}

/** Loads and errors of a remote version in the hours starting at or after `since`. */
export async function loadsAndErrors(
  db: Kysely<Database>,
  remote: string,
  version: string,
  since: string,
): Promise<LoadsAndErrors> {
  const row = await db
    .selectFrom('remote_telemetry_hourly')
    .select((eb) => [eb.fn.sum<number | string>('loads').as('loads'), eb.fn.sum<number | string>('errors').as('errors')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('hour', '>=', since)
    .executeTakeFirst();
  return { loads: Number(row?.loads ?? 0), errors: Number(row?.errors ?? 0) };
}

/** A remote version's figures over the hours starting at or after `since`. */
export async function versionFigures(
  db: Kysely<Database>,
  remote: string,
  version: string,
  since: string,
): Promise<VersionFigures> {
  const { loads, errors } = await loadsAndErrors(db, remote, version, since);
  const rows = await db
    .selectFrom('remote_vitals_hourly')
    .select((eb) => ['metric', 'bucket', eb.fn.sum<number | string>('count').as('count')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('hour', '>=', since)
    .where('metric', 'in', ['lcp', 'inp'])
    .groupBy(['metric', 'bucket'])
    .execute();
  const histogram = (metric: VitalMetric) =>
    new Map(rows.filter((row) => row.metric === metric).map((row) => [Number(row.bucket), Number(row.count)]));
  return {
    version,
    loads,
    errors,
    // Errors reported apart from their load (a later report of the page) can outnumber loads.
    errorRate: loads > 0 ? Math.min(1, errors / loads) : null,
    p75LcpMs: percentileOf('lcp', histogram('lcp'), 0.75),
    p75InpMs: percentileOf('inp', histogram('inp'), 0.75),
  };
}
