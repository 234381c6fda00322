import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';

/** The classic clip pattern: off-screen for sighted users, still read by assistive tech. */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

const Hidden = styled.span`
  ${visuallyHiddenStyles}
`;

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text that screen readers announce but that takes no room on screen. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
