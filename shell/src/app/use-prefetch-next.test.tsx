jest.mock('../federation/prefetch-remote', () => ({ prefetchRemote: jest.fn() }));

import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { prefetchRemote } from '../federation/prefetch-remote';
import { adminUser, memberUser, storeWith, type StoreSetup } from 'shared/testing';
import { nextRemoteFor, usePrefetchNext } from './use-prefetch-next';

describe('nextRemoteFor', () => {
  it('prefetches the login page for a visitor anywhere but /login', () => {
    expect(nextRemoteFor('/', false, false)).toBe('remote_public/login-page');
    expect(nextRemoteFor('/privacy', false, false)).toBe('remote_public/login-page');
    expect(nextRemoteFor('/forgot-password', false, false)).toBe('remote_public/login-page');
  });

  it('prefetches the member dashboard for a visitor on /login', () => {
    expect(nextRemoteFor('/login', false, false)).toBe('remote_member/dashboard-page');
  });

  it('prefetches the dashboard for a signed-in member away from /user, nothing on /user', () => {
    expect(nextRemoteFor('/', true, false)).toBe('remote_member/dashboard-page');
    expect(nextRemoteFor('/login', true, false)).toBe('remote_member/dashboard-page');
    expect(nextRemoteFor('/user', true, false)).toBeNull();
  });

  it('prefetches the admin panel for an admin away from /admin, nothing on /admin', () => {
    expect(nextRemoteFor('/login', true, true)).toBe('remote_admin/admin-page');
    expect(nextRemoteFor('/privacy', true, true)).toBe('remote_admin/admin-page');
    expect(nextRemoteFor('/admin', true, true)).toBeNull();
  });

  it('ignores the admin flag when nobody is signed in', () => {
    expect(nextRemoteFor('/login', false, true)).toBe('remote_member/dashboard-page');
    expect(nextRemoteFor('/', false, true)).toBe('remote_public/login-page');
  });
});

describe('usePrefetchNext', () => {
  const prefetch = jest.mocked(prefetchRemote);

  beforeEach(() => prefetch.mockClear());

  function renderAt(pathname: string, setup: StoreSetup | 'restoring') {
    // 'restoring': the first frame, before the stored session is read.
    const store = setup === 'restoring' ? createStore() : storeWith(setup);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    return renderHook(({ path }) => usePrefetchNext(path), { wrapper, initialProps: { path: pathname } });
  }

  it('prefetches the remote the user likely opens next', () => {
    renderAt('/', 'visitor');
    expect(prefetch).toHaveBeenCalledWith('remote_public/login-page');
  });

  it('prefetches the admin panel only for an admin the server confirmed', () => {
    renderAt('/login', { user: adminUser, confirmed: true });
    expect(prefetch).toHaveBeenCalledWith('remote_admin/admin-page');
  });

  it('treats an unconfirmed (possibly forged) admin as a member', () => {
    renderAt('/login', { user: adminUser, confirmed: false });
    expect(prefetch).toHaveBeenCalledWith('remote_member/dashboard-page');
    expect(prefetch).not.toHaveBeenCalledWith('remote_admin/admin-page');
  });

  it('prefetches nothing before the stored session is read', () => {
    renderAt('/user', 'restoring');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches nothing on the user\'s own page, and again when the path changes', () => {
    const { rerender } = renderAt('/user', { user: memberUser, confirmed: true });
    expect(prefetch).not.toHaveBeenCalled();
    rerender({ path: '/privacy' });
    expect(prefetch).toHaveBeenCalledWith('remote_member/dashboard-page');
  });
});
