import { useState } from 'react';
import styled from 'styled-components';
import { isWebUrl } from '../format/web-url';
import { initialsOf } from './initials';

export interface AvatarProps {
  /** The person's name: the image's alt text, or the initials' accessible name. */
  name: string;
  /** Picture URL; without one (or if it fails to load) the initials are shown. */
  src?: string | null;
  /** Diameter in px (default 48). */
  size?: number;
  /** Shown instead of `initialsOf(name)` when a screen has its own rule for initials. */
  initials?: string;
  className?: string;
}

const Image = styled.img<{ $size: number }>`
  flex: none;
  display: block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: cover;
  border-radius: 50%;
  background-color: ${({ theme }) => theme.color.ivory};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.line};
`;

// brassLight on ink: 8:1 contrast.
const Initials = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.38))}px;
  font-weight: 600;
  line-height: 1;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.brassLight};
  background-color: ${({ theme }) => theme.color.ink};
  border-radius: 50%;
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.brass};
  user-select: none;
  overflow: hidden;
`;

// Only a web or object URL is a picture: a stored value may be hostile (javascript:, data:,
// scheme-relative), and the initials are a better fallback than a src the browser might follow.
const isPictureUrl = (src: string) => isWebUrl(src) || /^blob:/i.test(src);

/** A round portrait, or the person's initials on ink when there is no usable picture. */
export function Avatar({ name, src, size = 48, initials, className }: AvatarProps) {
  // Remember which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name.trim() || 'Member';

  if (src && src !== failedSrc && isPictureUrl(src)) {
    return (
      <Image
        src={src}
        alt={label}
        width={size}
        height={size}
        $size={size}
        className={className}
        onError={() => setFailedSrc(src)}
      />
    );
  }

  return (
    <Initials role="img" aria-label={label} $size={size} className={className}>
      {initials?.trim() || initialsOf(name)}
    </Initials>
  );
}
