import { isValidElement, type ReactNode } from 'react';
import type { RouteObject } from 'shared/router';
import { RemoteSlot } from '../features/remote-slot/remote-slot';
import { RequireRole } from './guards';
import { drawnForUser, remoteModuleFor, routeHandleFor, routes, type RouteHandle } from './router';

/** The remote module a route's element shows, and the role of the guard that wraps it, read from the element itself. */
function slotOf(node: ReactNode, guard?: string): { remote?: string; guard?: string } {
  if (!isValidElement<{ id?: string; role?: string; children?: ReactNode }>(node)) return { guard };
  if (node.type === RemoteSlot) return { remote: node.props.id, guard };
  return slotOf(node.props.children, node.type === RequireRole ? node.props.role : guard);
}

describe('the route table\'s handles', () => {
  const pages: RouteObject[] = routes.flatMap((route) => route.children ?? []);

  it('name, for each route, the module its slot shows and the role its guard requires', () => {
    for (const route of pages) {
      const handle = (route.handle ?? {}) as RouteHandle;
      const { remote, guard } = slotOf(route.element);
      expect({ path: route.path, remote: handle.remote, guard: handle.guard }).toEqual({ path: route.path, remote, guard });
    }
  });

  it('are found by path, parameters and letter case as the router matches them', () => {
    expect(routeHandleFor('/')).toEqual({ remote: 'remote_public/landing-page' });
    expect(remoteModuleFor('/reset-password/a-token')).toBe('remote_public/reset-password-page');
    expect(routeHandleFor('/application/a-token')).toEqual({ remote: 'remote_public/application-status-page' });
    expect(remoteModuleFor('/application')).toBeNull();
    expect(remoteModuleFor('/Privacy')).toBe('remote_public/legal-page');
    expect(routeHandleFor('/admin')).toEqual({ remote: 'remote_admin/admin-page', guard: 'admin' });
    expect(routeHandleFor('/no/such/page')).toEqual({});
    expect(remoteModuleFor('/no/such/page')).toBeNull();
  });
});

describe('a guarded page drawn for the confirmed session', () => {
  const member = { id: 'm', fullName: 'Ada', email: 'ada@club.example', isAdmin: false } as const;
  const admin = { ...member, id: 'a', isAdmin: true };

  it('is the member\'s dashboard for a member, the admin panel for an admin; public pages and the signed-out never are', () => {
    expect(drawnForUser(routeHandleFor('/user'), member as never)).toBe(true);
    expect(drawnForUser(routeHandleFor('/user'), admin as never)).toBe(false);
    expect(drawnForUser(routeHandleFor('/user'), undefined)).toBe(false);
    expect(drawnForUser(routeHandleFor('/admin'), admin as never)).toBe(true);
    expect(drawnForUser(routeHandleFor('/admin'), member as never)).toBe(false);
    expect(drawnForUser(routeHandleFor('/'), member as never)).toBe(false);
  });
});
