import { Button } from 'shared';
import { FallbackPanel } from './fallback-panel';

/** Reloads the page (a seam for tests: jsdom cannot reload). */
export const reloadPage = { run: () => window.location.reload() };

/**
 * Shown in place of a remote the shell refused because it was built against another major of
 * `shared` or React than the page runs (a deployment in progress, or a remote rolled forward or
 * back alone). Trying again in this page would meet the same remote, so the action is a reload,
 * which fetches the current site config and shell.
 */
export function RemoteVersionMismatch() {
  return (
    <FallbackPanel
      title="This part of the site is being updated"
      text="It needs a different version of the site than the one open in this tab. Please reload the page in a moment."
      reason="version-skew"
    >
      <Button onClick={() => reloadPage.run()}>Reload page</Button>
    </FallbackPanel>
  );
}
