import { Button } from 'shared';
import { FallbackPanel, FallbackText, FallbackTitle } from './fallback-panel';
import { useRemoteSlot } from './remote-slot-context';

/** Reloads the page (a seam for tests: jsdom cannot reload). */
export const reloadPage = { run: () => window.location.reload() };

/**
 * Shown in place of a remote the shell refused because it was built against another major of
 * `shared` or React than the page runs (a deployment in progress, or a remote rolled forward or
 * back alone). Trying again in this page would meet the same remote, so the action is a reload,
 * which fetches the current site config and shell.
 */
export function RemoteVersionMismatch() {
  const slot = useRemoteSlot();
  return (
    <FallbackPanel role="alert" aria-live="assertive" data-remote-fallback={slot?.id} data-fallback-reason="version-skew">
      <FallbackTitle>This part of the site is being updated</FallbackTitle>
      <FallbackText>
        It needs a different version of the site than the one open in this tab. Please reload the page in a moment.
      </FallbackText>
      <Button onClick={() => reloadPage.run()}>Reload page</Button>
    </FallbackPanel>
  );
}
