import { useCallback, useEffect, useState } from 'react';
import type { User } from 'shared';
import { PasskeySection } from './passkey-section';
import { SessionSection } from './session-section';
import { TotpSection } from './totp-section';
import { useRefreshSignIn } from './use-security-refresh';

/**
 * A signed-in user's own sign-in settings: passkeys, the authenticator app and the sessions.
 * Where the second factors stand is asked again on opening and after every change, and a change
 * (which ends the user's other sessions) reloads the sessions.
 */
export function SecuritySettings({ user }: { user: User }) {
  const refreshSignIn = useRefreshSignIn();
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    void refreshSignIn();
  }, [refreshSignIn]);

  const changed = useCallback(() => {
    setChanges((n) => n + 1);
    void refreshSignIn();
  }, [refreshSignIn]);

  return (
    <>
      <PasskeySection onChanged={changed} />
      <TotpSection mfa={user.mfa} onChanged={changed} />
      <SessionSection refreshKey={changes} />
    </>
  );
}
