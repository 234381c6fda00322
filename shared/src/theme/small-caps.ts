import { css } from 'styled-components';

/**
 * The club's label voice: small, spaced capitals (eyebrows over titles, column heads, field
 * groups). Colour is left to the caller, so it reads on ivory and on ink.
 */
export const smallCaps = css`
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.4;
  letter-spacing: 0.22em;
  text-transform: uppercase;
`;
