// Whether a parsed JSON body can be stored and read back unchanged on both engines, and is of a
// shape any route could want. PostgreSQL refuses a NUL in text (a 500 otherwise), and a lone
// UTF-16 surrogate (`"\ud800"`, valid JSON) is silently replaced by U+FFFD on its way to UTF-8:
// both are refused up front with a 400 instead, as is a value nested deeper than any body of the
// API (a scanner's way to make a server recurse). Emoji, right-to-left text and combining marks
// are well-formed and pass.
// eslint-disable-next-line no-control-regex -- the NUL character is what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or invalid Unicode';

/** Deepest nesting a body may have (the API's own bodies nest 3 levels at most). */
const MAX_JSON_DEPTH = 32;

const TOO_DEEP_MESSAGE = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** What is wrong with a parsed JSON body, if anything: its message for a 400. */
export function jsonBodyProblem(value: unknown): string | null {
  const walk = (item: unknown, depth: number): string | null => {
    if (typeof item === 'string') return UNSTORABLE.test(item) ? UNSTORABLE_TEXT_MESSAGE : null;
    if (item === null || typeof item !== 'object') return null;
    if (depth >= MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
    if (!Array.isArray(item) && Object.keys(item).some((key) => UNSTORABLE.test(key))) return UNSTORABLE_TEXT_MESSAGE;
    for (const child of Object.values(item)) {
      const problem = walk(child, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return walk(value, 0);
}
