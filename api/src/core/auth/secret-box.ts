// Secrets the server must read back (TOTP secrets) sealed at rest with AES-256-GCM when
// MFA_ENCRYPTION_KEY is set, so that a copy of the database alone yields no code generator. The
// sealed text names its format (`v1.<iv>.<ciphertext>.<tag>`, base64url) and is bound to its
// owner (additional data), so it cannot be moved to another account's row. Without a key,
// secrets are stored as they are; a stored plain secret stays readable when a key is added.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const SEALED = /^v1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]+)$/;

export function sealSecret(secret: string, owner: string, key: Buffer | null): string {
  if (!key) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${encrypted.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

/** The secret; throws when it is sealed and the key is missing or wrong. */
export function openSecret(stored: string, owner: string, key: Buffer | null): string {
  const sealed = SEALED.exec(stored);
  if (!sealed) return stored;
  if (!key) throw new Error('a second-factor secret is sealed: MFA_ENCRYPTION_KEY is required to read it');
  const [, iv = '', encrypted = '', tag = ''] = sealed;
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(owner, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
}
