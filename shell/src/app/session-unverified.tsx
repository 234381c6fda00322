import { useState } from 'react';
import { Button } from 'shared';
import styled from 'styled-components';
import { confirmSession } from './confirm-session';

const Panel = styled.section`
  max-width: 34rem;
  margin: 3rem auto;
  padding: 2rem 1.5rem;
  text-align: center;
`;

/** The page's one heading (the guard renders nothing else): the load-failure text, in red. */
const Message = styled.h1`
  margin: 0 0 1.25rem;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1rem;
  font-weight: 600;
  line-height: 1.6;
  letter-spacing: normal;
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * The server could not confirm who is signed in: say so with the dashboards' load-failure text
 * and offer a retry.
 */
export function SessionUnverified() {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    await confirmSession();
    setBusy(false);
  };
  return (
    <Panel role="alert">
      <Message>Failed to load dashboard data</Message>
      <Button onClick={retry} busy={busy}>Try again</Button>
    </Panel>
  );
}
