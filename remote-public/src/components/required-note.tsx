import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.muted};

  span {
    color: ${({ theme }) => theme.color.brass};
    font-weight: 700;
  }
`;

/** The line above a form that explains the asterisk of its required fields. */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <Note className={className}>
      Fields marked <span>*</span> are required.
    </Note>
  );
}
