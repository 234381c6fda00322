// GET /api/health: 200 after a database round trip, 503 when the database does not answer.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { pingDatabase } from '../../db/create-database';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (request) => {
    try {
      await pingDatabase(ctx.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok', db: ctx.engine };
  });
}
