// Bearer secrets (session tokens, password-reset links): 256 random bits in base64url, of which
// only the SHA-256 is ever stored, so a leaked database yields no usable token.
import { createHash, randomBytes } from 'node:crypto';

export const generateSecretToken = (): string => randomBytes(32).toString('base64url');

export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Shape check before any database work: 32 bytes in base64url are 43 characters. */
export const isWellFormedSecretToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
