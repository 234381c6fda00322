// GET /api/dev/outbox: the recorded e-mails, oldest first. Registered only with MAIL_TRANSPORT=outbox,
// and answered only to a direct local request (outbox-access.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { outboxDir, readOutbox } from '../../core/mail/outbox-store';
import { mayReadOutbox } from './outbox-access';

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.mailer.transport !== 'outbox') return;
  const dir = outboxDir(ctx.config.dataDir);
  app.get('/api/dev/outbox', async (request) => {
    if (!mayReadOutbox(request, ctx.config.siteUrl)) throw new HttpError(404, 'Not found');
    return { data: await readOutbox(dir) };
  });
}
