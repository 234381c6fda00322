// Every error and unknown route answers JSON `{ message }`; 5xx never reveal details.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './api-path';
import { FieldValidationError, HttpError, RateLimitedError } from './http-error';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

interface ErrorResponse {
  status: number;
  body: { message: unknown; code?: string };
}

const frameworkErrors: Record<string, ErrorResponse> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: { message: 'Malformed JSON body' } },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, body: { message: 'Malformed JSON body' } },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { message: 'Request body is too large' } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { message: 'Unsupported content type. Send application/json.' },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, body: { message: 'Invalid Content-Length' } },
};

export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof FieldValidationError) return { status: 400, body: { message: error.fields } };
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, ...(error.code !== undefined && { code: error.code }) } };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  const known = fastifyError?.code ? frameworkErrors[fastifyError.code] : undefined;
  if (known) return known;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError?.message || 'Bad request' } };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%c0%ae`) is answered before any
 * hook runs, so without this it gets Fastify's own body, echoing the URL, and none of the
 * security headers. Answered like every other 400 here, with headers that allow nothing.
 */
export const MALFORMED_URL_MESSAGE = 'Malformed URL';
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = error.code === 'FST_ERR_BAD_URL'
    ? { status: 400, body: { message: MALFORMED_URL_MESSAGE } }
    : toErrorResponse(error);
  void reply
    .status(status)
    .headers({
      'content-security-policy': "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-store',
    })
    .type('application/json; charset=utf-8')
    .send(body);
}

export interface NotFoundOptions {
  /** Answers a GET for an unknown non-/api path that accepts HTML (the SPA fallback). */
  htmlFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export function registerErrorHandling(app: FastifyInstance, options: NotFoundOptions = {}): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    if (
      options.htmlFallback &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiRequest(request) &&
      accept.includes('text/html')
    ) {
      return options.htmlFallback(request, reply);
    }
    return reply.status(404).type('application/json; charset=utf-8').send({ message: 'Not found' });
  });
}
