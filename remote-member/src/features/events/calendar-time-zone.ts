import { CLUB_TIME_ZONE } from 'shared/format';

/**
 * The calendar embed URL with the club's time zone: `ctz=America/Chicago` is added when the
 * URL names no `ctz` of its own (a configured one is left alone). The rest of the URL is kept
 * exactly as configured; a URL that cannot be parsed is returned unchanged.
 */
export function withClubTimeZone(embedUrl: string): string {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return embedUrl;
  }
  if (url.searchParams.has('ctz')) return embedUrl;
  const hashAt = embedUrl.indexOf('#');
  const beforeHash = hashAt === -1 ? embedUrl : embedUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : embedUrl.slice(hashAt);
  const separator = !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
  return `${beforeHash}${separator}ctz=${CLUB_TIME_ZONE}${hash}`;
}
