// GET /api/admin/ops/remotes -> RemotesOpsResponse (admins only: visitor 401, member 403)
//      Per remote: its revision, the stable version and the canary (share, start), each with its
//      page loads, errors, error rate and p75 LCP/INP over the last hour (the hours starting at or
//      after `since`, the previous clock hour's start).
// GET /api/admin/ops/releases?remote=&limit= -> { data: ReleaseHistoryEntry[] } (admins only)
//      The release history, newest first: one remote's or every remote's, `limit` entries
//      (1-1000, default 100); an unknown remote or a bad limit is a 400.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RELEASE_REMOTES } from 'shared/canary';
import type { ReleaseHistoryEntry, RemotesOpsResponse } from 'shared/types';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import type { Database } from '../../db/schema';
import { parseBody } from '../../app/validate-body';
import { listReleaseHistory, readReleaseState } from './release-repository';
import { lastHourSince, versionFigures } from './telemetry-store';

export const OPS_REMOTES_PATH = '/api/admin/ops/remotes';
export const OPS_RELEASES_PATH = '/api/admin/ops/releases';

const historyQuery = z.strictObject({
  remote: z.enum(RELEASE_REMOTES).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

/** Every remote's release state with its versions' figures over the last hour (also `npm run versions`). */
export async function remotesOps(db: Kysely<Database>, now = new Date()): Promise<RemotesOpsResponse> {
  const since = lastHourSince(now);
  const remotes = await Promise.all(
    (await readReleaseState(db)).map(async (state) => ({
      remote: state.remote,
      revision: state.revision,
      stable: await versionFigures(db, state.remote, state.stable, since),
      canary: state.canary
        ? {
          ...(await versionFigures(db, state.remote, state.canary.version, since)),
          share: state.canary.share,
          startedAt: state.canary.startedAt,
        }
        : null,
    })),
  );
  return { since, remotes };
}

export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(OPS_REMOTES_PATH, { config: { auth: 'admin' } }, (): Promise<RemotesOpsResponse> => remotesOps(ctx.db));

  app.get(OPS_RELEASES_PATH, { config: { auth: 'admin' } }, async (request): Promise<{ data: ReleaseHistoryEntry[] }> => {
    const query = parseBody(historyQuery, request.query);
    return { data: await listReleaseHistory(ctx.db, query) };
  });
}
