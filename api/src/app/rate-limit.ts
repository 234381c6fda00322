// Per-client rate limits. The plugin is registered once with no global limit; each route that
// needs one adds `config: rateLimitConfig({ ... })`. The client is `request.ip`, which honours
// X-Forwarded-For only when TRUST_PROXY is set (Fastify's trustProxy).
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, TOO_MANY_ATTEMPTS),
  });
}

export interface RouteRateLimit {
  /** Requests allowed per client per window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindowMs: number;
  /** Message of the 429; the generic one by default. */
  message?: string;
}

/** Route `config` that limits the route on its own counter. */
export function rateLimitConfig(limit: RouteRateLimit): { rateLimit: RateLimitOptions } {
  const message = limit.message ?? TOO_MANY_ATTEMPTS;
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, message),
    },
  };
}
