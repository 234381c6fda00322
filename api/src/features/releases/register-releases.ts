// The releases feature as the server composes it: the telemetry and operations routes, and this
// instance's watch over the running canaries (stopped with the server).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { startCanaryWatch } from './canary-evaluator';
import { registerOpsRoutes } from './ops-routes';
import { registerTelemetryRoutes } from './telemetry-routes';

export async function registerReleases(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerTelemetryRoutes(app, ctx);
  registerOpsRoutes(app, ctx);
  const { minLoads, maxErrorPoints, checkMs } = ctx.config.canary;
  const watch = startCanaryWatch(ctx.db, {
    thresholds: { minLoads, maxErrorPoints },
    intervalMs: checkMs,
    onRolledBack: ({ remote, version, reason }) => app.log.warn({ remote, version, reason }, 'canary rolled back'),
    onError: (error) => app.log.error({ err: error }, 'evaluating the canaries failed'),
  });
  app.addHook('onClose', () => watch.stop());
}
