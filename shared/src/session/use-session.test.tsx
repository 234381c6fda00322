import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { sessionAtom, sessionCheckAtom } from './session-atoms';
import { useSession } from './use-session';
import { memberUser } from '../testing/fixtures';

const member = memberUser;

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(() => useSession(), { wrapper });
  return { store, ...view };
}

describe('useSession', () => {
  it('reports a signed-out, unconfirmed session at first', () => {
    const { result } = setup();
    expect(result.current.currentUser).toBeNull();
    expect(result.current.token).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.isConfirmed).toBe(false);
  });

  it('login, updateUser and logout change the session and re-render', () => {
    const { result, store } = setup();

    act(() => result.current.login({ user: member, token: 'tok' }));
    expect(result.current.currentUser).toEqual(member);
    expect(result.current.token).toBe('tok');
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.isConfirmed).toBe(true);
    expect(store.get(sessionAtom).currentUser).toEqual(member);

    act(() => result.current.updateUser({ phone: '+13125550100' }));
    expect(result.current.currentUser).toEqual({ ...member, phone: '+13125550100' });

    act(() => result.current.logout());
    expect(result.current.currentUser).toBeNull();
    expect(result.current.token).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it('follows changes made to the store from outside', () => {
    const { result, store } = setup();
    act(() => {
      store.set(sessionAtom, { currentUser: member, token: null, isAuthenticated: true });
    });
    expect(result.current.currentUser).toEqual(member);
    expect(result.current.isConfirmed).toBe(false);
    act(() => store.set(sessionCheckAtom, 'confirmed'));
    expect(result.current.isConfirmed).toBe(true);
  });
});
