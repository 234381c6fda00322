// GET /api/admin/ops/remotes -> RemotesOpsResponse (admins only: visitor 401, member 403)
//      Per remote: its revision, the stable version and the canary (share, start), each with its
//      page loads, errors, error rate and p75 LCP/INP over the last hour (the hours starting at or
//      after `since`, the previous clock hour's start).
// GET /api/admin/ops/releases?remote=&limit= -> { data: ReleaseHistoryEntry[] } (admins only)
//      The release history, newest first: one remote's or every remote's, `limit` entries
//      (1-1000, default 100); an unknown remote or a bad limit is a 400.
// GET    /api/admin/ops/override -> VersionOverridesResponse: the versions this browser tries.
// PUT    /api/admin/ops/override { remote, version } -> the same, with that remote's version set
//        (version-override.ts: cookie `club_override`, this browser only, only while signed in as
//        an admin). A version whose manifest the CDN does not serve is a 404, nothing set.
// DELETE /api/admin/ops/override[?remote=] -> the same, without that remote's (or any) override.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RELEASE_REMOTES } from 'shared/canary';
import { isVersion } from 'shared/semver';
import type { ReleaseHistoryEntry, RemotesOpsResponse, VersionOverridesResponse } from 'shared/types';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import type { Database } from '../../db/schema';
import { parseBody } from '../../app/validate-body';
import { HttpError } from '../../app/http-error';
import { isPublished } from './published-versions';
import { listReleaseHistory, readReleaseState } from './release-repository';
import { overridesOfRequest, withOverride, withoutOverride, writeOverrideCookie } from './version-override';
import { lastHourSince, versionFigures } from './telemetry-store';

export const OPS_REMOTES_PATH = '/api/admin/ops/remotes';
export const OPS_RELEASES_PATH = '/api/admin/ops/releases';
export const OPS_OVERRIDE_PATH = '/api/admin/ops/override';

const historyQuery = z.strictObject({
  remote: z.enum(RELEASE_REMOTES).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

const overrideBody = z.strictObject({
  remote: z.enum(RELEASE_REMOTES),
  version: z.string().trim().max(64).refine(isVersion, 'Must be a version (x.y.z)'),
});
const overrideQuery = z.strictObject({ remote: z.enum(RELEASE_REMOTES).optional() });

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

  // Every /api answer is `no-store` (security-headers.ts), these cookie-setting ones included.
  app.get(OPS_OVERRIDE_PATH, { config: { auth: 'admin' } }, (request): VersionOverridesResponse => {
    return { data: overridesOfRequest(request) };
  });

  app.put(OPS_OVERRIDE_PATH, { config: { auth: 'admin' } }, async (request, reply): Promise<VersionOverridesResponse> => {
    const { remote, version } = parseBody(overrideBody, request.body);
    if (!(await isPublished(ctx.config, remote, version))) throw new HttpError(404, `${remote} ${version} is not published`);
    const data = withOverride(overridesOfRequest(request), { remote, version });
    writeOverrideCookie(reply, ctx.config, data);
    return { data };
  });

  app.delete(OPS_OVERRIDE_PATH, { config: { auth: 'admin' } }, (request, reply): VersionOverridesResponse => {
    const { remote } = parseBody(overrideQuery, request.query);
    const data = withoutOverride(overridesOfRequest(request), remote);
    writeOverrideCookie(reply, ctx.config, data);
    return { data };
  });
}
