import { VisuallyHidden } from './visually-hidden';

/** 'instagram.com/ada' from 'https://www.instagram.com/ada/': what a reader recognises. */
export function shortUrl(url: string): string {
  const { host, pathname, search } = new URL(url);
  return `${host.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}${search}`;
}

export interface NewTabLinkProps {
  /** An absolute http(s) URL (check a member's own link with `externalUrl` first). */
  href: string;
}

/**
 * A link to another site, shown as its short form ('instagram.com/ada'). It opens in a new tab,
 * says so to screen readers, and gives that page no hold on this one.
 */
export function NewTabLink({ href }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {shortUrl(href)}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
