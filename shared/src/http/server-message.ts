import { HTTPError } from 'ky';
import type { FieldError } from '../types/user';

function isFieldErrorList(value: unknown): value is FieldError[] {
  return Array.isArray(value) && value.length > 0 && value.every((item: unknown) => {
    const candidate = item as Partial<Record<keyof FieldError, unknown>> | null;
    return typeof candidate === 'object' && candidate !== null && typeof candidate.field === 'string' && typeof candidate.message === 'string';
  });
}

/**
 * What the server said about a failed call: its `message` string, its list of field errors,
 * or undefined when there is none (network failure, time-out, non-JSON answer).
 */
export function serverMessage(error: unknown): string | FieldError[] | undefined {
  if (!(error instanceof HTTPError)) return undefined;
  const data = error.data as { message?: unknown } | undefined;
  const message = data && typeof data === 'object' ? data.message : undefined;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (isFieldErrorList(message)) return message;
  return undefined;
}

/** The server's message as text, or the given fallback. */
export function serverText(error: unknown, fallback: string): string {
  const message = serverMessage(error);
  if (typeof message === 'string') return message;
  if (message) return message.map((m) => `${m.field}: ${m.message}`).join('\n');
  return fallback;
}

/**
 * The stable name the server gives some refusals (`code` beside `message`, e.g. 'invalid-code'),
 * or undefined.
 */
export function serverCode(error: unknown): string | undefined {
  if (!(error instanceof HTTPError)) return undefined;
  const data = error.data as { code?: unknown } | undefined;
  return data && typeof data === 'object' && typeof data.code === 'string' ? data.code : undefined;
}
