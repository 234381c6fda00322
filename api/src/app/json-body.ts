// /api bodies are JSON only. Routes that take another body type say so in their config
// (`config: { bodyType: 'multipart' }` or `'raw'`) and register their own parser.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import { isApiRequest } from './api-path';
import { isStorableJson, UNSTORABLE_TEXT_MESSAGE } from './storable-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body accepted by the route; JSON when absent. */
    bodyType?: 'json' | 'multipart' | 'raw';
  }
}

const isJsonType = (contentType: string): boolean =>
  contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';

const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

export function registerJsonBodies(app: FastifyInstance): void {
  // Fastify's JSON parser (prototype-poisoning safe); an empty body is treated as no body, and
  // text a database would refuse or alter is refused (storable-text.ts).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void defaultJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (!isStorableJson(value)) done(new HttpError(400, UNSTORABLE_TEXT_MESSAGE), undefined);
      else done(null, value);
    });
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404 || !isApiRequest(request)) return;
    if ((request.routeOptions.config.bodyType ?? 'json') !== 'json') return;
    if (!hasBody(request.headers)) return;
    const contentType = request.headers['content-type'];
    if (!contentType || !isJsonType(contentType)) {
      throw new HttpError(415, 'Unsupported content type. Send application/json.');
    }
  });
}
