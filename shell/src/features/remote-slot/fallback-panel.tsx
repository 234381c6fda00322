import styled from 'styled-components';

/** The look of the fallbacks shown in place of a remote, inside the shell's layout. */
export const FallbackPanel = styled.section`
  margin: 3rem auto;
  max-width: 34rem;
  padding: 2rem 1.5rem;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ivory};
`;

export const FallbackTitle = styled.h1`
  font-size: 1.6rem;
`;

export const FallbackText = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 1.5rem;
`;
