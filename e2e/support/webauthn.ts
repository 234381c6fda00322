/**
 * A virtual authenticator in Chromium (the DevTools Protocol's WebAuthn domain): a platform
 * authenticator with discoverable credentials that verifies the user and answers at once, as a
 * laptop's fingerprint reader would. It lives as long as the page it was added to.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface VirtualAuthenticator {
  /** The credentials it holds (one per passkey created on it). */
  credentials: () => Promise<{ credentialId: string; rpId?: string; userHandle?: string; signCount: number }[]>;
  remove: () => Promise<void>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    },
  };
}

const NO_AUTOFILL_KEY = 'e2e:no-passkey-autofill';

/**
 * The virtual authenticator answers a conditional (autofill) request at once, as a user picking
 * their passkey from the list would: a login page would sign in before anything else is tried.
 * This makes the page's tab report, while `offerPasskeyAutofill(page, false)` holds, that the
 * browser has no passkey autofill (as browsers without conditional UI do). Call once per page.
 */
export async function controlPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const credential = window.PublicKeyCredential as (typeof PublicKeyCredential & {
      isConditionalMediationAvailable?: () => Promise<boolean>;
    }) | undefined;
    const original = credential?.isConditionalMediationAvailable?.bind(credential);
    if (!credential || !original) return;
    Object.defineProperty(credential, 'isConditionalMediationAvailable', {
      configurable: true,
      value: () => (sessionStorage.getItem(key) === '1' ? Promise.resolve(false) : original()),
    });
  }, NO_AUTOFILL_KEY);
}

/** Whether the tab's next login page offers passkeys in its autofill (see controlPasskeyAutofill). */
export async function offerPasskeyAutofill(page: Page, offered: boolean): Promise<void> {
  await page.evaluate(([key, on]) => {
    if (on) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, '1');
  }, [NO_AUTOFILL_KEY, offered] as const);
}
