// The release state of every remote and its history, in the database every API instance reads.
// A change is compare-and-swap: it names the revision of the remote it was decided on, and one
// conditional UPDATE (`where revision = expected`) applies it and moves the revision on, in the
// transaction that records it in the history. Two changes decided on the same revision: the first
// applies, the second is refused with a StaleRevisionError naming the current revision; nothing is
// ever lost silently. Changes of different remotes never conflict.
import type { Kysely, Transaction } from 'kysely';
import { isReleaseRemote, type ReleaseRemote } from 'shared/canary';
import { isVersion } from 'shared/semver';
import type { ReleaseHistoryEntry, ReleaseKind, RemoteReleaseState } from 'shared/types';
import { newOrderedId } from '../../db/portable';
import type { Database, ReleaseHistoryTable, RemoteReleasesTable } from '../../db/schema';

export type ReleaseChange =
  /** `version` becomes stable; a canary running ends. */
  | { kind: 'release'; remote: ReleaseRemote; version: string }
  /** Starts a canary of `version` for `share` percent of browsers, or changes the running one's share. */
  | { kind: 'canary'; remote: ReleaseRemote; version: string; share: number }
  /** The canary becomes stable. */
  | { kind: 'promote'; remote: ReleaseRemote }
  /** The canary ends; everyone gets the stable version. */
  | { kind: 'abort' | 'auto-rollback'; remote: ReleaseRemote };

export interface ChangeContext {
  /** The remote's revision the change was decided on (0: the remote has no state yet). */
  expectedRevision: number;
  /** Who or what: `admin:<id>`, `cli:<user>`, `auto-rollback`. */
  actor: string;
  reason?: string | null;
  now?: Date;
}

/** Another change of the remote came first: decide again on the current state. */
export class StaleRevisionError extends Error {
  constructor(readonly remote: string, readonly expected: number, readonly current: number) {
    super(`The release state of ${remote} changed (revision ${current}, not ${expected}): another change came first. `
      + 'Look at the current state and try again.');
    this.name = 'StaleRevisionError';
  }
}

/** A change that does not apply to the remote's state (no canary to promote, a bad version...). */
export class ReleaseChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseChangeError';
  }
}

type ReleaseRow = RemoteReleasesTable;

function toState(row: ReleaseRow): RemoteReleaseState {
  return {
    remote: row.remote as ReleaseRemote,
    stable: row.stable_version,
    canary: row.canary_version && row.canary_started_at
      ? { version: row.canary_version, share: Number(row.canary_share), startedAt: row.canary_started_at }
      : null,
    revision: Number(row.revision),
    updatedAt: row.updated_at,
  };
}

/** Every remote's release state, in the order of RELEASE_REMOTES' folders (alphabetical). */
export async function readReleaseState(db: Kysely<Database>): Promise<RemoteReleaseState[]> {
  const rows = await db.selectFrom('remote_releases').selectAll().orderBy('remote').execute();
  return rows.filter((row) => isReleaseRemote(row.remote)).map(toState);
}

export async function readRemoteRelease(db: Kysely<Database>, remote: string): Promise<RemoteReleaseState | null> {
  const row = await db.selectFrom('remote_releases').selectAll().where('remote', '=', remote).executeTakeFirst();
  return row ? toState(row) : null;
}

interface Outcome {
  next: Omit<ReleaseRow, 'remote' | 'revision' | 'updated_at'>;
  history: Pick<ReleaseHistoryTable, 'from_version' | 'to_version' | 'share'>;
}

const noCanary = { canary_version: null, canary_share: 0, canary_started_at: null } as const;

/** What `change` makes of `current` (null: the remote has no state yet), or why it cannot apply. */
function outcomeOf(change: ReleaseChange, current: RemoteReleaseState | null, at: string): Outcome {
  if (change.kind === 'release') {
    if (!isVersion(change.version)) throw new ReleaseChangeError(`"${change.version}" is not a version`);
    return {
      next: { stable_version: change.version, ...noCanary },
      history: { from_version: current?.stable ?? null, to_version: change.version, share: null },
    };
  }
  if (!current) throw new ReleaseChangeError(`${change.remote} has no stable version yet: release one first`);
  if (change.kind === 'canary') {
    if (!isVersion(change.version)) throw new ReleaseChangeError(`"${change.version}" is not a version`);
    if (!Number.isInteger(change.share) || change.share < 1 || change.share > 100) {
      throw new ReleaseChangeError('A canary share is a whole percent from 1 to 100');
    }
    if (change.version === current.stable) throw new ReleaseChangeError(`${change.remote} ${change.version} is already stable`);
    // Changing the share of the running canary keeps its start: its figures go on from there.
    const startedAt = current.canary?.version === change.version ? current.canary.startedAt : at;
    return {
      next: { stable_version: current.stable, canary_version: change.version, canary_share: change.share, canary_started_at: startedAt },
      history: { from_version: current.stable, to_version: change.version, share: change.share },
    };
  }
  if (!current.canary) throw new ReleaseChangeError(`${change.remote} runs no canary`);
  if (change.kind === 'promote') {
    return {
      next: { stable_version: current.canary.version, ...noCanary },
      history: { from_version: current.stable, to_version: current.canary.version, share: current.canary.share },
    };
  }
  return {
    next: { stable_version: current.stable, ...noCanary },
    history: { from_version: current.stable, to_version: current.canary.version, share: current.canary.share },
  };
}

async function insertHistory(
  trx: Transaction<Database>,
  remote: string,
  kind: ReleaseKind,
  history: Outcome['history'],
  context: { actor: string; reason: string | null; at: string },
): Promise<void> {
  await trx
    .insertInto('release_history')
    .values({ id: newOrderedId(), remote, kind, ...history, actor: context.actor, reason: context.reason, created_at: context.at })
    .execute();
}

/**
 * Applies `change` if the remote is still at `expectedRevision`; returns the new state. Throws a
 * StaleRevisionError when another change came first, a ReleaseChangeError when it does not apply.
 */
export async function applyReleaseChange(
  db: Kysely<Database>,
  change: ReleaseChange,
  context: ChangeContext,
): Promise<RemoteReleaseState> {
  if (!isReleaseRemote(change.remote)) throw new ReleaseChangeError(`Unknown remote "${String(change.remote)}"`);
  const at = (context.now ?? new Date()).toISOString();
  const { remote } = change;
  const current = await readRemoteRelease(db, remote);
  if ((current?.revision ?? 0) !== context.expectedRevision) {
    throw new StaleRevisionError(remote, context.expectedRevision, current?.revision ?? 0);
  }
  const { next, history } = outcomeOf(change, current, at);
  const revision = context.expectedRevision + 1;
  // The conditional write comes first in its transaction: it is the compare-and-swap (another
  // change since the read leaves it no row), and on SQLite it takes the write lock at once.
  const applied = await db.transaction().execute(async (trx) => {
    if (current) {
      const update = await trx
        .updateTable('remote_releases')
        .set({ ...next, revision, updated_at: at })
        .where('remote', '=', remote)
        .where('revision', '=', context.expectedRevision)
        .executeTakeFirst();
      if (Number(update.numUpdatedRows) !== 1) return false;
    } else {
      const insert = await trx
        .insertInto('remote_releases')
        .values({ remote, ...next, revision, updated_at: at })
        .onConflict((conflict) => conflict.column('remote').doNothing())
        .executeTakeFirst();
      if (Number(insert.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
    }
    await insertHistory(trx, remote, change.kind, history, { actor: context.actor, reason: context.reason ?? null, at });
    return true;
  });
  if (!applied) {
    const now = await readRemoteRelease(db, remote);
    throw new StaleRevisionError(remote, context.expectedRevision, now?.revision ?? 0);
  }
  return toState({ remote, ...next, revision, updated_at: at });
}

export interface HistoryQuery {
  remote?: ReleaseRemote;
  /** Newest first (creation order: ids are ordered), at most this many (default 100, at most 1000). */
  limit?: number;
}

export async function listReleaseHistory(db: Kysely<Database>, query: HistoryQuery = {}): Promise<ReleaseHistoryEntry[]> {
  let select = db.selectFrom('release_history').selectAll();
  if (query.remote) select = select.where('remote', '=', query.remote);
  const rows = await select
    .orderBy('id', 'desc')
    .limit(Math.min(1000, Math.max(1, query.limit ?? 100)))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    remote: row.remote as ReleaseRemote,
    kind: row.kind,
    from: row.from_version,
    to: row.to_version,
    share: row.share === null ? null : Number(row.share),
    actor: row.actor,
    reason: row.reason,
    at: row.created_at,
  }));
}

/**
 * Gives each remote without release state the version `versions` names as its stable one (and a
 * 'release' in the history by `actor`); remotes that have state keep it. Safe to run by several
 * instances at once: a remote another one seeded first is left alone. Returns the remotes seeded.
 */
export async function seedReleaseState(
  db: Kysely<Database>,
  versions: Partial<Record<ReleaseRemote, string>>,
  { actor = 'config', now = new Date() }: { actor?: string; now?: Date } = {},
): Promise<ReleaseRemote[]> {
  const seeded: ReleaseRemote[] = [];
  const at = now.toISOString();
  for (const [remote, version] of Object.entries(versions)) {
    if (!isReleaseRemote(remote) || !version || !isVersion(version)) continue;
    const inserted = await db.transaction().execute(async (trx) => {
      const insert = await trx
        .insertInto('remote_releases')
        .values({ remote, stable_version: version, ...noCanary, revision: 1, updated_at: at })
        .onConflict((conflict) => conflict.column('remote').doNothing())
        .executeTakeFirst();
      if (Number(insert.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
      await insertHistory(trx, remote, 'release', { from_version: null, to_version: version, share: null }, {
        actor, reason: 'Initial state from the site config', at,
      });
      return true;
    });
    if (inserted) seeded.push(remote);
  }
  return seeded;
}
