import type { ReactNode } from 'react';
import styled from 'styled-components';
import { alpha } from './field-styles';

const Alert = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  font-size: 0.9375rem;
  font-weight: 500;
  line-height: 1.5;
  color: ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => alpha(theme.color.danger, 0.06)};
  border-left: 3px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
`;

/** A form's message about the whole form (the server's refusal), announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return <Alert role="alert">{children}</Alert>;
}
