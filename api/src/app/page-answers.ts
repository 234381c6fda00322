// The API answers a page's first screen is drawn from. The renderer drawing a page for the
// request's session asks for a GET of an API path; it is answered here, in the API's process,
// with that request's cookies and address, as the browser's own call would be: the renderer sees
// the answer only, never the cookies.
import type { FastifyRequest } from 'fastify';
import { FIRST_SCREEN_PATH, type AskApi } from 'shared/types';

export function askApiFor(request: FastifyRequest): AskApi {
  return async (path) => {
    if (!FIRST_SCREEN_PATH.test(path)) return undefined;
    const { cookie } = request.headers;
    const answer = await request.server.inject({
      method: 'GET',
      url: `/api/${path}`,
      headers: { accept: 'application/json', ...(cookie && { cookie }) },
      remoteAddress: request.ip,
    });
    return answer.statusCode === 200 ? answer.json<unknown>() : undefined;
  };
}
