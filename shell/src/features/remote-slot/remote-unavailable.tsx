import { Button } from 'shared';
import { FallbackPanel, FallbackText, FallbackTitle } from './fallback-panel';
import { useRemoteSlot } from './remote-slot-context';

/**
 * Shown in place of a remote that could not be loaded or crashed. The header, the session and
 * the other routes keep working; the retry loads the remote afresh.
 */
export function RemoteUnavailable() {
  const slot = useRemoteSlot();
  return (
    <FallbackPanel role="alert" aria-live="assertive" data-remote-fallback={slot?.id}>
      <FallbackTitle>This part of the site is unavailable</FallbackTitle>
      <FallbackText>We could not load this page just now. Check your connection and try again.</FallbackText>
      {slot && <Button onClick={slot.retry}>Try again</Button>}
    </FallbackPanel>
  );
}
