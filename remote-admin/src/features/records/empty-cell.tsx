import { VisuallyHidden } from 'shared';
import styled from 'styled-components';

const Dash = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

/** A table cell's missing value: a muted dash on screen, `spoken` read out by screen readers. */
export function EmptyCell({ spoken }: { spoken: string }) {
  return (
    <>
      <Dash aria-hidden="true">—</Dash>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </>
  );
}
