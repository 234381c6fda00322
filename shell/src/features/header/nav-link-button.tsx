import styled, { css } from 'styled-components';
import type { HeaderTone } from './header-tone';

/** A header navigation control: a text link, or the emphasised call to action. */
export const NavLinkButton = styled.button<{ $tone: HeaderTone; $active?: boolean; $emphasis?: boolean }>`
  appearance: none;
  border: 1px solid transparent;
  background: none;
  cursor: pointer;
  padding: 0.5rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.82rem;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ $tone, theme }) => ($tone === 'white' ? theme.color.ink : theme.color.ivory)};
  transition: color 0.2s ease, background-color 0.2s ease, border-color 0.2s ease;
  &:hover {
    color: ${({ $tone, theme }) => ($tone === 'white' ? theme.color.brass : theme.color.brassLight)};
  }
  ${({ $active, $tone, theme }) => $active && css`
    color: ${$tone === 'white' ? theme.color.brass : theme.color.brassLight};
    box-shadow: inset 0 -2px 0 ${theme.color.brassLight};
    border-radius: 0;
  `}
  ${({ $emphasis, $tone, theme }) => $emphasis && css`
    border-color: ${theme.color.brassLight};
    background: ${$tone === 'white' ? theme.color.ink : theme.color.brassLight};
    color: ${$tone === 'white' ? theme.color.ivory : theme.color.ink};
    &:hover {
      background: ${theme.color.brass};
      color: ${theme.color.white};
    }
  `}
`;
