import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether a presented secret equals the expected one, compared in constant time (over their digests, so lengths do not show). */
export const sameSecret = (presented: string, expected: string): boolean =>
  timingSafeEqual(digest(presented), digest(expected));
