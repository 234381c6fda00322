// GET /api/dev/outbox: the recorded e-mails, oldest first. Registered only with MAIL_TRANSPORT=outbox.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { outboxDir, readOutbox } from './outbox-store';

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.mailer.transport !== 'outbox') return;
  const dir = outboxDir(ctx.config.dataDir);
  app.get('/api/dev/outbox', async () => ({ data: await readOutbox(dir) }));
}
