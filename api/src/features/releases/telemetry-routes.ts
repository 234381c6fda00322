// POST /api/telemetry  { events: TelemetryEvent[] } -> 204
//      A page's report of the remote versions it loaded, their failures and errors, and its web
//      vitals (shared/types TelemetryBatch). Public and cookie-free; JSON, or the same text as
//      text/plain (what `navigator.sendBeacon` sends a string as). Strict: unknown fields, remotes
//      or types, a version that is not semver, a vital out of range are a 400 (malformed JSON too);
//      over TELEMETRY_BODY_LIMIT bytes is a 413; other content types 415; more than
//      TELEMETRY_RATE_LIMIT reports per client per minute (env, default 60) a 429. The report is added to the
//      hour's aggregates after the answer (telemetry-store.ts): nothing about the visitor is kept.
import type { FastifyInstance } from 'fastify';
import { RELEASE_REMOTES } from 'shared/canary';
import { isVersion } from 'shared/semver';
import type { TelemetryBatch } from 'shared/types';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { rateLimitConfig } from '../../app/rate-limit';
import { parseBody } from '../../app/validate-body';
import { recordTelemetry } from './telemetry-store';

export const TELEMETRY_PATH = '/api/telemetry';
export const TELEMETRY_BODY_LIMIT = 16 * 1024;
export const TELEMETRY_MAX_EVENTS = 100;
export const TELEMETRY_WINDOW_MS = 60_000;

const remote = z.enum(RELEASE_REMOTES);
const version = z.string().max(64).refine(isVersion, 'Must be a version (x.y.z)');
const counted = (type: 'load' | 'load-failure' | 'render-error' | 'unhandled-error') =>
  z.strictObject({ type: z.literal(type), remote, version });

const event = z.discriminatedUnion('type', [
  counted('load'),
  counted('load-failure'),
  counted('render-error'),
  counted('unhandled-error'),
  z.strictObject({
    type: z.literal('vital'),
    remote,
    version,
    name: z.enum(['LCP', 'INP', 'CLS']),
    // LCP and INP in ms (up to 10 minutes), CLS unitless.
    value: z.number().finite().min(0).max(600_000),
  }),
]);

const batch = z.strictObject({
  events: z.array(event).min(1).max(TELEMETRY_MAX_EVENTS),
}) satisfies z.ZodType<TelemetryBatch>;

export async function registerTelemetryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Own scope: text/plain is read as JSON here only; the rest of /api stays JSON-only.
  await app.register(async (scope) => {
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: TELEMETRY_BODY_LIMIT }, json);

    scope.post(
      TELEMETRY_PATH,
      {
        bodyLimit: TELEMETRY_BODY_LIMIT,
        config: {
          bodyType: 'raw',
          ...rateLimitConfig({ max: ctx.config.telemetryRateLimit, timeWindowMs: TELEMETRY_WINDOW_MS }),
        },
      },
      async (request, reply) => {
        const { events } = parseBody(batch, request.body);
        const at = new Date();
        ctx.background.run('recording telemetry', () => recordTelemetry(ctx.db, events, at));
        return reply.code(204).send();
      },
    );
  });
}
