// Validates a parsed JSON body with a zod schema; failures become a 400 with a field list.
import type { z } from 'zod';
import { FieldValidationError, type FieldError } from './http-error';

/** 'a string', 'an array', 'an object'. */
const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown): FieldError[] {
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        fields.push({ field: [...issue.path.map(String), key].join('.'), message: 'Unknown field' });
      }
    } else if (issue.code === 'invalid_type') {
      if (issue.path.length === 0) {
        fields.push({ field, message: `A JSON ${issue.expected} body is required` });
      } else {
        let value: unknown = input;
        for (const key of issue.path) {
          value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
        }
        const message =
          value === undefined ? 'Is required' : `Must be ${withArticle(issue.expected)}, not ${describeType(value)}`;
        fields.push({ field, message });
      }
    } else {
      fields.push({ field, message: issue.message });
    }
  }
  return fields;
}

/** Returns the body parsed by `schema`, or throws a 400 listing `{ field, message }`. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new FieldValidationError(zodIssuesToFieldErrors(result.error.issues, body));
}
