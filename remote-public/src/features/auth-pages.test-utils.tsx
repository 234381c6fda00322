import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { LocationProbe, renderRoutes, type RenderRoutesOptions } from 'shared/testing';

const standIn = (path: string) => <><h1>{`Stand-in for ${path}`}</h1><LocationProbe /></>;

/**
 * Renders one of the public remote's pages at `path` (matched by `pattern`), among stand-ins
 * for the routes it may go on to, with the toast container.
 */
export function renderPage(
  page: ReactElement,
  { path, pattern = path, userEventOptions }: { path: string; pattern?: string } & Pick<RenderRoutesOptions, 'userEventOptions'>,
) {
  const routes: RouteObject[] = [
    { path: pattern, element: <>{page}<LocationProbe /></> },
    ...['/login', '/user', '/admin', '/forgot-password', '/']
      .filter((p) => p !== pattern)
      .map((p) => ({ path: p, element: standIn(p) })),
  ];
  return renderRoutes(routes, { path, toasts: true, userEventOptions });
}
