// A file answered for download: its type and an ASCII file name (dinner-ics.ts dinnerFileName).
import type { FastifyReply } from 'fastify';

export const sendAttachment = (reply: FastifyReply, contentType: string, fileName: string, body: string): FastifyReply =>
  reply.type(contentType).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
