// /api bodies are JSON only. Routes that take another body type say so in their config
// (`config: { bodyType: 'multipart' }` or `'raw'`) and register their own parser.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import { isApiRequest } from './api-path';
import { jsonBodyProblem } from './storable-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body accepted by the route; JSON when absent. */
    bodyType?: 'json' | 'multipart' | 'raw';
  }
}

const isJsonType = (contentType: string): boolean =>
  contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** The `charset` a Content-Type names (lower case, unquoted), if any. */
function charsetOf(contentType: string): string | undefined {
  for (const parameter of contentType.split(';').slice(1)) {
    const [name, ...rest] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset') return rest.join('=').trim().replace(/^"(.*)"$/, '$1').toLowerCase();
  }
  return undefined;
}

/** JSON is UTF-8 (RFC 8259): a body declared in another charset would be read wrong, so it is refused. */
const isUtf8 = (charset: string | undefined): boolean => charset === undefined || charset === 'utf-8' || charset === 'utf8';

const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

export function registerJsonBodies(app: FastifyInstance): void {
  // Fastify's JSON parser (prototype-poisoning safe); an empty body is treated as no body, and
  // text a database would refuse or alter, or nesting no body has, is refused (storable-text.ts).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void defaultJson(request, text, (error, value) => {
      const problem = error ? null : jsonBodyProblem(value);
      if (error) done(error, undefined);
      else if (problem) done(new HttpError(400, problem), undefined);
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
    if (!isUtf8(charsetOf(contentType))) {
      throw new HttpError(415, 'Unsupported charset. Send JSON in UTF-8.');
    }
  });
}
