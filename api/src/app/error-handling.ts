// Every error and unknown route answers JSON `{ message }`; 5xx never reveal details.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './api-path';
import { FieldValidationError, HttpError } from './http-error';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

interface ErrorResponse {
  status: number;
  body: { message: unknown };
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
  if (error instanceof HttpError) return { status: error.statusCode, body: { message: error.message } };
  const fastifyError = error as Partial<FastifyError> | null;
  const known = fastifyError?.code ? frameworkErrors[fastifyError.code] : undefined;
  if (known) return known;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError?.message || 'Bad request' } };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
}

export interface NotFoundOptions {
  /** Answers a GET for an unknown non-/api path that accepts HTML (the SPA fallback). */
  htmlFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export function registerErrorHandling(app: FastifyInstance, options: NotFoundOptions = {}): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
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
