import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../theme/theme';
import { alpha } from './field-styles';
import { SpinnerIcon } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: brass with ink text; secondary: brass outline; ghost: text only; danger: red. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows an inline spinner, sets aria-busy and disables the button. */
  busy?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
}

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const sizes = {
  sm: css`
    min-height: 2.25rem;
    padding: 0.375rem 0.875rem;
    font-size: 0.75rem;
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0.5rem 1.375rem;
    font-size: 0.8125rem;
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0.75rem 1.875rem;
    font-size: 0.875rem;
  `,
} satisfies Record<ButtonSize, unknown>;

// Contrast (WCAG): ink on brassLight 8:1; brassLight on ink 8:1; white on danger 7.5:1;
// white on wine 11:1. Secondary and ghost inherit the surrounding text colour, so they
// read on both ivory and ink sections.
const variants = {
  primary: css`
    color: ${({ theme }) => theme.color.ink};
    background-color: ${({ theme }) => theme.color.brassLight};
    border-color: ${({ theme }) => theme.color.brassLight};

    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.color.brassLight};
      background-color: ${({ theme }) => theme.color.ink};
    }
    &:active:not(:disabled) {
      color: ${({ theme }) => theme.color.brassLight};
      background-color: ${({ theme }) => theme.color.inkSoft};
    }
  `,
  secondary: css`
    color: inherit;
    background-color: transparent;
    border-color: ${({ theme }) => theme.color.brass};

    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.color.brassLight};
      background-color: ${({ theme }) => alpha(theme.color.brassLight, 0.16)};
    }
    &:active:not(:disabled) {
      background-color: ${({ theme }) => alpha(theme.color.brassLight, 0.28)};
    }
  `,
  ghost: css`
    color: inherit;
    background-color: transparent;
    border-color: transparent;

    &:hover:not(:disabled) {
      background-color: ${({ theme }) => alpha(theme.color.brassLight, 0.14)};
      text-decoration: underline;
      text-decoration-color: ${({ theme }) => theme.color.brass};
      text-decoration-thickness: 1px;
      text-underline-offset: 0.3em;
    }
    &:active:not(:disabled) {
      background-color: ${({ theme }) => alpha(theme.color.brassLight, 0.24)};
    }
  `,
  danger: css`
    color: ${({ theme }) => theme.color.white};
    background-color: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};

    &:hover:not(:disabled) {
      background-color: ${({ theme }) => theme.color.wine};
      border-color: ${({ theme }) => theme.color.wine};
    }
    &:active:not(:disabled) {
      background-color: ${({ theme }) => theme.color.ink};
      border-color: ${({ theme }) => theme.color.ink};
    }
  `,
} satisfies Record<ButtonVariant, unknown>;

const StyledButton = styled.button<StyleProps>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 0.6em;
  margin: 0;
  font-family: ${({ theme }) => theme.font.body};
  font-weight: 600;
  line-height: 1.2;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    color 0.18s ease,
    background-color 0.18s ease,
    border-color 0.18s ease,
    box-shadow 0.18s ease,
    transform 0.12s ease;

  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &:active:not(:disabled) {
    transform: translateY(1px);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }

  @media (forced-colors: active) {
    border-color: ButtonText;
  }

  ${media.reducedMotion} {
    transition: none;
    &:active:not(:disabled) {
      transform: none;
    }
  }
`;

/** The club's button. Defaults to type="button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    busy = false,
    fullWidth = false,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {busy && <SpinnerIcon size={size === 'lg' ? 18 : 16} />}
      {children}
    </StyledButton>
  );
});

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Required: a link goes somewhere (a file to download, a calendar to open). */
  href: string;
}

/** A link that looks like the club's button: for a download or another app, not an action. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'secondary', size = 'md', fullWidth = false, children, ...rest },
  ref,
) {
  return (
    <StyledButton as="a" ref={ref} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {children}
    </StyledButton>
  );
});
