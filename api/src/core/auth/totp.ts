// TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30-second steps, as every authenticator app
// reads an otpauth:// URI. A code is accepted for the current step or one step either side
// (clock drift), and the step it matched is returned so that the caller can refuse a step
// already used (totp-repository.ts claimStep).
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;

/** A new random secret of 160 bits (RFC 4226's recommendation), base32. */
export const generateTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S });

/** The otpauth:// URI an authenticator app reads (as a QR code or typed). */
export const totpUri = (secret: string, issuer: string, label: string): string => totpOf(secret, issuer, label).toString();

/** The code of `secret` at `timestamp` (for tests and the seeded admin). */
export const totpCode = (secret: string, timestamp = Date.now()): string => totpOf(secret).generate({ timestamp });

/** A TOTP code's shape: six digits (spaces allowed while typing). */
export const isTotpCodeShape = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The time step `code` is valid for within the window, or null. */
export function matchTotpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!isTotpCodeShape(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_S, timestamp }) + delta;
}
