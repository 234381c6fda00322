// GET /api/health: 200 once the database has answered, with the mail outbox's depth (mails
// waiting to be sent, mails given up) across every instance; 503 when the database does not
// answer (a load balancer takes the instance out).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';

export const DATABASE_UNAVAILABLE = 'Database unavailable';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (request, reply) => {
    let mail;
    try {
      // One round trip: the count is the database's answer.
      mail = await ctx.mailOutbox.counts();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE, database: 'down' });
    }
    return { status: 'ok', db: ctx.engine, database: 'ok', mail };
  });
}
