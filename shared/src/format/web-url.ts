/**
 * Whether `value` is an absolute http(s) URL with a host: the only kind of text that may become
 * an href or a src of another site. Not `javascript:`, `data:` or any other scheme, nor a
 * scheme-relative `//host` (or `/\host`) the browser would resolve against this page.
 */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^/\\]/i.test(value);
}
