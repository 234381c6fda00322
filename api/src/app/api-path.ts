// Whether a request is for the JSON API under /api. Decides on the matched route when there is
// one: `/%61pi/auth/logout` reaches the `/api/auth/logout` route, so its raw URL must not be
// what the security hooks look at.
import type { FastifyRequest } from 'fastify';

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && isApiPath(route)) return true;
  return isApiPath(decodedPath(request.url));
}
