// Conversions between JavaScript values and the portable column types of schema.ts.
import { v7 as uuidv7 } from 'uuid';
import type { IntBool, IsoTimestamp } from './schema';

export const toIntBool = (value: boolean): IntBool => (value ? 1 : 0);

/** Accepts 0/1 as number, bigint or string (drivers differ) and returns a boolean. */
export const fromIntBool = (value: unknown): boolean => Number(value) === 1;

export const nowIso = (): IsoTimestamp => new Date().toISOString();

export const isoIn = (ms: number, from: Date = new Date()): IsoTimestamp =>
  new Date(from.getTime() + ms).toISOString();

export const newId = (): string => crypto.randomUUID();

/**
 * An id that sorts in creation order (UUID version 7: the time, then a counter within the
 * millisecond), for rows that are handled in the order they were made.
 */
export const newOrderedId = (): string => uuidv7();
