import { useState } from 'react';
import { Button } from 'shared';
import styled from 'styled-components';
import { confirmSession } from './confirm-session';

const Panel = styled.section`
  max-width: 34rem;
  margin: 3rem auto;
  padding: 2rem 1.5rem;
  text-align: center;
  p { color: ${({ theme }) => theme.color.danger}; font-weight: 600; }
`;

/** The server could not confirm who is signed in: say so (spec.md section 8) and offer a retry. */
export function SessionUnverified() {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    await confirmSession();
    setBusy(false);
  };
  return (
    <Panel role="alert">
      <p>Failed to load dashboard data</p>
      <Button onClick={retry} busy={busy}>Try again</Button>
    </Panel>
  );
}
