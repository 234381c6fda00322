import { Button, headerOffset, useSession, useSignOut } from 'shared';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 2rem 1.25rem;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  padding-bottom: 1rem;
  margin-bottom: 1.5rem;
  h1 { margin: 0; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

/**
 * The admin panel. For now it shows who is signed in and logs out; the overview, requests
 * and members screens arrive with the admin remote's own issue.
 */
export function AdminPage() {
  const { currentUser } = useSession();
  const { signOut, signingOut } = useSignOut();
  if (!currentUser) return null;
  return (
    <Panel style={{ scrollMarginTop: headerOffset }}>
      <Bar>
        <div>
          <h1>Admin Panel</h1>
          <p>Signed in as {currentUser.fullName}</p>
        </div>
        <Button variant="secondary" onClick={signOut} busy={signingOut}>Logout</Button>
      </Bar>
    </Panel>
  );
}
