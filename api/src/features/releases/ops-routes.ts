// GET /api/admin/ops/remotes -> RemotesOpsResponse (admins only: visitor 401, member 403)
//      Per remote: its revision, the stable version and the canary (share, start), each with its
//      page loads, errors, error rate and p75 LCP/INP over the last hour (the hours starting at or
//      after `since`, the previous clock hour's start).
import type { FastifyInstance } from 'fastify';
import type { RemotesOpsResponse } from 'shared/types';
import type { AppContext } from '../../app/app-context';
import { readReleaseState } from './release-repository';
import { lastHourSince, versionFigures } from './telemetry-store';

export const OPS_REMOTES_PATH = '/api/admin/ops/remotes';

export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(OPS_REMOTES_PATH, { config: { auth: 'admin' } }, async (): Promise<RemotesOpsResponse> => {
    const since = lastHourSince(new Date());
    const remotes = await Promise.all(
      (await readReleaseState(ctx.db)).map(async (state) => ({
        remote: state.remote,
        revision: state.revision,
        stable: await versionFigures(ctx.db, state.remote, state.stable, since),
        canary: state.canary
          ? {
            ...(await versionFigures(ctx.db, state.remote, state.canary.version, since)),
            share: state.canary.share,
            startedAt: state.canary.startedAt,
          }
          : null,
      })),
    );
    return { since, remotes };
  });
}
