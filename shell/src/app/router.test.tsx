import { isValidElement, type ReactNode } from 'react';
import type { RouteObject } from 'shared/router';
import { RemoteSlot } from '../features/remote-slot/remote-slot';
import { RequireRole } from './guards';
import { remoteModuleFor, routeHandleFor, routes, type RouteHandle } from './router';

/** The remote module a route's element shows, and whether a guard wraps it, read from the element itself. */
function slotOf(node: ReactNode, guarded = false): { remote?: string; guarded: boolean } {
  if (!isValidElement<{ id?: string; children?: ReactNode }>(node)) return { guarded };
  if (node.type === RemoteSlot) return { remote: node.props.id, guarded };
  return slotOf(node.props.children, guarded || node.type === RequireRole);
}

describe('the route table\'s handles', () => {
  const pages: RouteObject[] = routes.flatMap((route) => route.children ?? []);

  it('name, for each route, the module its slot shows and whether a guard stands before it', () => {
    for (const route of pages) {
      const handle = (route.handle ?? {}) as RouteHandle;
      const { remote, guarded } = slotOf(route.element);
      expect({ path: route.path, remote: handle.remote, guarded: Boolean(handle.guarded) }).toEqual({ path: route.path, remote, guarded });
    }
  });

  it('are found by path, parameters and letter case as the router matches them', () => {
    expect(routeHandleFor('/')).toEqual({ remote: 'remote_public/landing-page' });
    expect(remoteModuleFor('/reset-password/a-token')).toBe('remote_public/reset-password-page');
    expect(remoteModuleFor('/Privacy')).toBe('remote_public/legal-page');
    expect(routeHandleFor('/admin')).toEqual({ remote: 'remote_admin/admin-page', guarded: true });
    expect(routeHandleFor('/no/such/page')).toEqual({});
    expect(remoteModuleFor('/no/such/page')).toBeNull();
  });
});
