import { Avatar, Button, media, useSession, useSignOut } from 'shared';
import styled from 'styled-components';

const Header = styled.section`
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.ivory};
  padding: 2.5rem 1.25rem;
  ${media.md} { padding: 3.5rem 2rem; }
`;

const Inner = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.25rem;
`;

const Who = styled.div`
  flex: 1 1 16rem;
  h1 { margin: 0; font-size: clamp(1.6rem, 4vw, 2.4rem); }
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.color.brassLight}; letter-spacing: 0.12em; text-transform: uppercase; font-size: 0.8rem; }
`;

/**
 * The member dashboard. For now it greets the signed-in member and signs out; the calendar,
 * directory and profile editing arrive with the member remote's own issue.
 */
export function DashboardPage() {
  const { currentUser } = useSession();
  const { signOut, signingOut } = useSignOut();
  if (!currentUser) return null;
  return (
    <Header>
      <Inner>
        <Avatar name={currentUser.fullName} src={currentUser.profilePicture ?? undefined} size={72} />
        <Who>
          <h1>Welcome back, {currentUser.fullName}</h1>
          <p>Distinguished Member</p>
        </Who>
        <Button variant="secondary" onClick={signOut} busy={signingOut}>Sign Out</Button>
      </Inner>
    </Header>
  );
}
