import { Button } from 'shared';
import { FallbackPanel } from './fallback-panel';
import { useRemoteSlot } from './remote-slot-context';

/**
 * Shown in place of a remote that could not be loaded or crashed. The header, the session and
 * the other routes keep working; the retry loads the remote afresh.
 */
export function RemoteUnavailable() {
  const slot = useRemoteSlot();
  return (
    <FallbackPanel
      title="This part of the site is unavailable"
      text="We could not load this page just now. Check your connection and try again."
    >
      {slot && <Button onClick={slot.retry}>Try again</Button>}
    </FallbackPanel>
  );
}
