/**
 * A link a member gave (Instagram, LinkedIn) as an absolute http(s) URL, or undefined when it
 * is empty or anything else (a `javascript:` URL must never become a link, whatever the API
 * let through).
 */
export function externalUrl(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
