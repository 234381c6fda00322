import { useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '../theme/theme';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizePx: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

const rotate = keyframes`
  to { transform: rotate(360deg); }
`;

// With reduced motion the ring stops turning and breathes instead: still a sign of
// activity, with no movement across the screen.
const breathe = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const Svg = styled.svg`
  flex: none;
  display: block;
  animation: ${rotate} 0.8s linear infinite;

  ${media.reducedMotion} {
    /* beats the global 0.01ms reduced-motion rule on purpose: a gentle fade, no spin */
    animation: ${breathe} 1.8s ease-in-out infinite !important;
  }
`;

export interface SpinnerIconProps {
  /** Diameter in px (default 16). */
  size?: number;
  className?: string;
}

/**
 * The bare, decorative spinning ring (aria-hidden), drawn in currentColor. Button uses it
 * for its busy state; use `Spinner` when the spinner itself must be announced.
 */
export function SpinnerIcon({ size = 16, className }: SpinnerIconProps) {
  return (
    <Svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-spinner=""
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.22" strokeWidth="2.5" />
      <path
        d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </Svg>
  );
}

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.brass};
  line-height: 0;
`;

export interface SpinnerProps {
  /** What is loading, announced to screen readers (default 'Loading'). */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

/** A polite `role="status"` spinner; its label is read out but not shown. */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  const labelId = useId();
  return (
    <Status role="status" aria-labelledby={labelId} className={className}>
      <SpinnerIcon size={sizePx[size]} />
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
    </Status>
  );
}

const PageBlock = styled.div<{ $minHeight: string }>`
  display: grid;
  place-items: center;
  width: 100%;
  min-height: ${({ $minHeight }) => $minHeight};
  padding: 2rem 1rem;
`;

export interface PageSpinnerProps {
  label?: string;
  /** Any CSS length (default '60vh'). */
  minHeight?: string;
  className?: string;
}

/** A large spinner centred in a tall block: the whole-screen loading state. */
export function PageSpinner({ label = 'Loading', minHeight = '60vh', className }: PageSpinnerProps) {
  return (
    <PageBlock $minHeight={minHeight} className={className}>
      <Spinner label={label} size="lg" />
    </PageBlock>
  );
}
