// Per-client rate limits. The plugin is registered once with no global limit; each route that
// needs one adds `config: rateLimitConfig({ ... })`. The client is `request.ip`, which honours
// X-Forwarded-For only when TRUST_PROXY is set (Fastify's trustProxy). Each route counts on its
// own keys of the shared counters (window-counters.ts), so every API instance counts together.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import type { WindowCounters } from './window-counters';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** The route a store of the plugin counts for (the plugin's per-route options carry it). */
interface RouteStoreOptions {
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * @fastify/rate-limit's store over the shared counters. The plugin makes one child per limited
 * route; its keys are `client:<METHOD> <url>:<client>`.
 */
function sharedCounterStore(counters: WindowCounters): FastifyRateLimitStoreCtor {
  class SharedCounterStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = 'client:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.add(this.prefix + key, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: Math.max(1, window.resetAt - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as RouteStoreOptions).routeInfo;
      return new SharedCounterStore(options, `client:${String(route?.method)} ${String(route?.url)}:`);
    }
  }
  return SharedCounterStore;
}

export async function registerRateLimiting(app: FastifyInstance, counters: WindowCounters): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    store: sharedCounterStore(counters),
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
