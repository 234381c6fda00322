// The browser's side of passkeys (WebAuthn, through @simplewebauthn/browser): one ceremony at a
// time in the page (a new one cancels the one under way), each on a fresh single-use challenge
// from the server.
import {
  browserSupportsWebAuthn, browserSupportsWebAuthnAutofill, startAuthentication, startRegistration, WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { serverText } from 'shared';
import {
  authenticationOptions, passkeyLogin, registrationOptions, savePasskey, type PasskeySummary, type SignInAnswer,
} from './security-api';

/** Whether this browser can create and use passkeys at all. */
export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** Whether this browser offers passkeys in a field's autofill (conditional UI). */
export function passkeyAutofillSupported(): Promise<boolean> {
  return browserSupportsWebAuthnAutofill().catch(() => false);
}

/** Creates a passkey on the user's device and registers it under `name`. */
export async function createPasskey(name: string): Promise<PasskeySummary> {
  const optionsJSON = await registrationOptions();
  const response = await startRegistration({ optionsJSON });
  return savePasskey(name, response);
}

export interface PasskeySignInOptions {
  /**
   * Offer the passkeys in the autofill of the field marked `autocomplete="... webauthn"`
   * (conditional UI), waiting until the user picks one, rather than asking at once.
   */
  autofill?: boolean;
  /** Stops the sign-in: before the browser asks, or while it waits. */
  signal?: AbortSignal;
  /** The user chose a passkey and the browser signed with it; the server checks it next. */
  onChosen?: () => void;
}

/** Signs in with a passkey the browser lets the user choose. Aborted: rejects with an AbortError. */
export async function signInWithPasskey({ autofill = false, signal, onChosen }: PasskeySignInOptions = {}): Promise<SignInAnswer> {
  const optionsJSON = await authenticationOptions(signal);
  signal?.throwIfAborted();
  // Only while this ceremony runs: afterwards another may own the page's one ceremony.
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener('abort', cancel, { once: true });
  let response;
  try {
    response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  signal?.throwIfAborted();
  onChosen?.();
  return passkeyLogin(response);
}

/** Stops the ceremony under way, if any (the page moved on, or another sign-in started). */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

interface CeremonyError {
  name?: unknown;
  code?: unknown;
  cause?: { name?: unknown };
}

/** The browser's own reason (a DOMException's name) for a ceremony that failed. */
function reasonOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { name, cause } = error as CeremonyError;
  const causeName = cause && typeof cause === 'object' ? cause.name : undefined;
  if (typeof causeName === 'string') return causeName;
  return typeof name === 'string' ? name : undefined;
}

/** The ceremony was stopped by the page (another one started, or the page moved on): nothing to say. */
export function ceremonyWasAborted(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code } = error as CeremonyError;
  return code === 'ERROR_CEREMONY_ABORTED' || reasonOf(error) === 'AbortError';
}

export const PASSKEY_CANCELLED = 'No passkey was used: the request was cancelled or timed out.';
export const PASSKEY_ALREADY_ON_DEVICE = 'This device already has a passkey for your account.';
export const PASSKEYS_UNSUPPORTED = 'This browser cannot use passkeys.';

/**
 * What to tell the user about a passkey ceremony or call that failed: the server's message when it
 * answered, the browser's reason in plain words, else `fallback`.
 */
export function passkeyErrorText(error: unknown, fallback: string): string {
  const reason = reasonOf(error);
  if (reason === 'NotAllowedError') return PASSKEY_CANCELLED;
  if (reason === 'InvalidStateError') return PASSKEY_ALREADY_ON_DEVICE;
  if (reason === 'NotSupportedError') return PASSKEYS_UNSUPPORTED;
  return serverText(error, fallback);
}
