// Release state every API instance serves, its history, and the field telemetry per remote
// version. Portable column types only (see db/schema.ts).
// - remote_releases: per remote its stable version, the canary running beside it (version, share
//   0-100, start) and a revision that every change moves on by one: a change names the revision
//   it was made against and is refused when another came first (compare-and-swap).
// - release_history: every release, canary, promotion, abort and automatic rollback, with who or
//   what did it and why. Rows are only ever inserted.
// - remote_telemetry_hourly: page loads and errors per remote, version and clock hour, added to by
//   one atomic upsert per report; remote_vitals_hourly: the same hours' web vitals as histogram
//   counts per bucket, enough for a percentile. Neither holds anything about a person.
import { sql, type Kysely, type Migration } from 'kysely';

export const RELEASE_KINDS = ['release', 'canary', 'promote', 'abort', 'auto-rollback'] as const;
export const VITAL_METRICS = ['lcp', 'inp', 'cls'] as const;
export const RELEASE_HISTORY_INDEX = 'release_history_remote_created_idx';
export const TELEMETRY_HOUR_INDEX = 'remote_telemetry_hourly_hour_idx';

export const releasesAndTelemetry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('remote_releases')
      .addColumn('remote', 'text', (c) => c.primaryKey())
      .addColumn('stable_version', 'text', (c) => c.notNull())
      .addColumn('canary_version', 'text')
      .addColumn('canary_share', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('canary_started_at', 'text')
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('remote_releases_share', sql`canary_share between 0 and 100`)
      .addCheckConstraint(
        'remote_releases_canary',
        sql`(canary_version is null and canary_started_at is null and canary_share = 0)
          or (canary_version is not null and canary_started_at is not null and canary_version <> stable_version)`,
      )
      .execute();

    const kinds = sql.join(RELEASE_KINDS.map((kind) => sql.lit(kind)));
    await db.schema
      .createTable('release_history')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('from_version', 'text')
      .addColumn('to_version', 'text')
      .addColumn('share', 'integer')
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('release_history_kind', sql`kind in (${kinds})`)
      .execute();
    await db.schema.createIndex(RELEASE_HISTORY_INDEX).on('release_history').columns(['remote', 'created_at']).execute();

    await db.schema
      .createTable('remote_telemetry_hourly')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('hour', 'text', (c) => c.notNull())
      .addColumn('loads', 'integer', (c) => c.notNull())
      .addColumn('errors', 'integer', (c) => c.notNull())
      .addColumn('load_failures', 'integer', (c) => c.notNull())
      .addColumn('render_errors', 'integer', (c) => c.notNull())
      .addColumn('unhandled_errors', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('remote_telemetry_hourly_pk', ['remote', 'version', 'hour'])
      .execute();
    await db.schema.createIndex(TELEMETRY_HOUR_INDEX).on('remote_telemetry_hourly').column('hour').execute();

    const metrics = sql.join(VITAL_METRICS.map((metric) => sql.lit(metric)));
    await db.schema
      .createTable('remote_vitals_hourly')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('hour', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('bucket', 'integer', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('remote_vitals_hourly_pk', ['remote', 'version', 'hour', 'metric', 'bucket'])
      .addCheckConstraint('remote_vitals_hourly_metric', sql`metric in (${metrics})`)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('remote_vitals_hourly').execute();
    await db.schema.dropTable('remote_telemetry_hourly').execute();
    await db.schema.dropTable('release_history').execute();
    await db.schema.dropTable('remote_releases').execute();
  },
};
