// Answers that browsers save as a file (a data export, a CSV of an admin list).
import type { FastifyReply } from 'fastify';

/**
 * Sends `body` as a download named `filename` (ASCII letters, digits, '.', '-' and '_' only, so
 * the header needs no escaping).
 */
export function sendAttachment(reply: FastifyReply, filename: string, contentType: string, body: string): FastifyReply {
  if (!/^[A-Za-z0-9._-]+$/.test(filename)) throw new RangeError(`unsafe file name: ${filename}`);
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}
