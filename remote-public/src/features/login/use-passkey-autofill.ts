import { useEffect, useEffectEvent, useRef } from 'react';
import { ceremonyWasAborted, passkeyAutofillSupported, signInWithPasskey, type SignInAnswer } from 'shared/security';

/**
 * A sign-in challenge lives 5 minutes on the server: the autofill's request is renewed before
 * that, so a passkey picked after a long pause is not refused.
 */
export const AUTOFILL_RENEW_MS = 4 * 60 * 1000;

export interface PasskeyAutofill {
  /** Stops the autofill's request at once (before another passkey sign-in starts). */
  stop: () => void;
}

/**
 * Offers the user's passkeys in the autofill of the field marked `autocomplete="username webauthn"`
 * (conditional UI) while `active`, where the browser supports it: a passkey picked there signs in.
 * The request stops when `active` turns false, on unmount and on `stop()`. After the server
 * refused a picked passkey, the failure is reported and the offer starts again. A failure before
 * any choice (no options from the server, a browser without an authenticator) says nothing and is
 * not retried: the user asked for nothing, and the form's own message (a refused password, say)
 * must not be replaced by it.
 */
export function usePasskeyAutofill(
  active: boolean,
  onSignedIn: (answer: SignInAnswer) => void,
  onFailed: (error: unknown) => void,
): PasskeyAutofill {
  const signedIn = useEffectEvent(onSignedIn);
  const failed = useEffectEvent(onFailed);
  const stopCurrent = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!active) return undefined;
    let ended = false;
    let run: AbortController | null = null;
    let renew: ReturnType<typeof setTimeout> | undefined;

    const start = async () => {
      run?.abort();
      clearTimeout(renew);
      const controller = new AbortController();
      run = controller;
      if (!(await passkeyAutofillSupported()) || controller.signal.aborted) return;
      renew = setTimeout(() => void start(), AUTOFILL_RENEW_MS);
      let chosen = false;
      try {
        const answer = await signInWithPasskey({ autofill: true, signal: controller.signal, onChosen: () => { chosen = true; } });
        clearTimeout(renew);
        if (!ended) signedIn(answer);
      } catch (error) {
        if (controller.signal.aborted || ceremonyWasAborted(error)) return;
        clearTimeout(renew);
        if (ended || !chosen) return;
        failed(error);
        void start();
      }
    };

    const stop = () => {
      ended = true;
      clearTimeout(renew);
      run?.abort();
    };
    stopCurrent.current = stop;
    void start();
    return stop;
  }, [active]);

  return { stop: () => stopCurrent.current() };
}
