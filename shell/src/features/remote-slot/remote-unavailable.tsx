import { Button } from 'shared';
import styled from 'styled-components';
import { useRemoteSlot } from './remote-slot-context';

const Panel = styled.section`
  margin: 3rem auto;
  max-width: 34rem;
  padding: 2rem 1.5rem;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ivory};
`;

const Title = styled.h1`
  font-size: 1.6rem;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 1.5rem;
`;

/**
 * Shown in place of a remote that could not be loaded or crashed. The header, the session and
 * the other routes keep working; the retry loads the remote afresh.
 */
export function RemoteUnavailable() {
  const slot = useRemoteSlot();
  return (
    <Panel role="alert" aria-live="assertive" data-remote-fallback={slot?.id}>
      <Title>This part of the site is unavailable</Title>
      <Text>We could not load this page just now. Check your connection and try again.</Text>
      {slot && <Button onClick={slot.retry}>Try again</Button>}
    </Panel>
  );
}
