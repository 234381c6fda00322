// Argon2id password hashing (OWASP: m=19456 KiB, t=2, p=1).
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

let options: Options = ARGON2_OPTIONS;

/**
 * For the API's own Jest run only (its setup file): argon2id at the lowest memory and time cost,
 * so that thousands of sign-ins cost milliseconds, not minutes, of CPU. A verify reads the cost
 * from the hash, so everything else behaves as with the product's cost, which its own test holds.
 */
export function cheapHashesForTests(): void {
  options = { ...ARGON2_OPTIONS, memoryCost: 1024, timeCost: 1 };
}

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** False for a wrong password and for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Runs a verify of the same cost against a hash nobody knows the password of, so that an unknown
 * e-mail (or a user without a password) takes as long as a wrong password. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
