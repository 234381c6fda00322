import { isWebUrl } from '../format/web-url';
import { VisuallyHidden } from './visually-hidden';

/** 'instagram.com/ada' from 'https://www.instagram.com/ada/': what a reader recognises. */
export function shortUrl(url: string): string {
  const { host, pathname, search } = new URL(url);
  return `${host.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}${search}`;
}

export interface NewTabLinkProps {
  /** An absolute http(s) URL (check a member's own link with `instagramHref` / `linkedinHref` of `shared/format` first). */
  href: string;
}

/**
 * A link to another site, shown as its short form ('instagram.com/ada'). It opens in a new tab,
 * says so to screen readers, and gives that page no hold on this one.
 */
export function NewTabLink({ href }: NewTabLinkProps) {
  // Defence in depth: anything but an absolute http(s) URL stays text, never a link.
  const asText = <span>{href.trim()}</span>;
  if (!isWebUrl(href)) return asText;
  let short: string;
  try {
    short = shortUrl(href);
  } catch {
    return asText;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {short}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
