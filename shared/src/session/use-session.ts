import { useAtomValue, useSetAtom } from 'jotai';
import { loginAtom, logoutAtom, sessionAtom, sessionCheckAtom, updateUserAtom } from './session-atoms';

/** The session and its three actions, for components anywhere in the page. */
export function useSession() {
  const session = useAtomValue(sessionAtom);
  const check = useAtomValue(sessionCheckAtom);
  return {
    ...session,
    isConfirmed: check === 'confirmed',
    login: useSetAtom(loginAtom),
    logout: useSetAtom(logoutAtom),
    updateUser: useSetAtom(updateUserAtom),
  };
}
