// The sign-in settings' visual pieces, in the club's language (serif titles, brass rules, muted
// notes), the same in the member's dialog and in the admin panel.
import styled from 'styled-components';
import { media, smallCaps, visuallyHiddenStyles } from 'shared';

/** One part of the settings (passkeys, the authenticator app, sessions). */
export const Block = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1.5rem 0;
  border-top: 1px solid ${({ theme }) => theme.color.line};

  &:first-child { padding-top: 0; border-top: 0; }
`;

export const BlockTitle = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.3rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};

  &:focus { outline: none; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
  }
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${({ theme }) => theme.color.muted};
  line-height: 1.55;
`;

/**
 * A polite live region: results of an action, read out once. Always in the page (a region that
 * appears with its text is not always read), taking no room while empty.
 */
export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success};
  font-weight: 600;

  &:empty { ${visuallyHiddenStyles} }
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  font-size: 0.9375rem;
  font-weight: 500;
  color: ${({ theme }) => theme.color.danger};
  background: rgba(164, 32, 27, 0.06);
  border-left: 3px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const ItemList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.1rem;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};

  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

export const ItemName = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
  overflow-wrap: anywhere;
`;

export const ItemFacts = styled.p`
  margin: 0.3rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

export const Badge = styled.span`
  padding: 0.15rem 0.55rem;
  ${smallCaps}
  font-size: 0.7rem;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.ivory};
  border: 1px solid ${({ theme }) => theme.color.brassLight};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/** A stack of fields and actions. */
export const Stack = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 28rem;
`;

/** An item's own error, under its facts. */
export const ItemError = styled(ErrorText)`
  margin-top: 0.75rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-style: italic;
`;
