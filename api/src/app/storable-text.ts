// Whether every string of a parsed JSON body (keys too) can be stored and read back unchanged on
// both engines. PostgreSQL refuses a NUL in text (a 500 otherwise), and a lone UTF-16 surrogate
// (`"\ud800"`, valid JSON) is silently replaced by U+FFFD on its way to UTF-8: both are refused
// up front with a 400 instead. Emoji, right-to-left text and combining marks are well-formed and
// pass.
// eslint-disable-next-line no-control-regex -- the NUL character is what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or invalid Unicode';

/** Deepest nesting looked through; deeper values are refused (no legitimate body nests so). */
const MAX_DEPTH = 32;

export function isStorableJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isStorableJson(item, depth + 1));
  return Object.entries(value).every(([key, item]) => !UNSTORABLE.test(key) && isStorableJson(item, depth + 1));
}
