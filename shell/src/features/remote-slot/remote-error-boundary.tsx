import { Component, type ReactNode } from 'react';
import { replayEarlyInput } from '../early-input/replay-early-input';
import { reportRenderError } from '../telemetry/page-telemetry';
import { logSlotFailure, RemoteFailure } from './remote-failure';

interface Props {
  remoteId: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

/**
 * Catches a remote that throws while rendering, inside the shell's layout, and shows the
 * slot's fallback in its place, and reports it to the field telemetry. (A remote that fails to load never throws here: the slot turns
 * the failure into its fallback itself.) The page will not hydrate then: the page is live from
 * here on, so what was kept of the visitor's early input is let go (its elements are gone).
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    logSlotFailure(this.props.remoteId, error, true);
    reportRenderError(this.props.remoteId);
    replayEarlyInput();
  }

  override render() {
    return this.state.failed ? <RemoteFailure error={this.state.error} /> : this.props.children;
  }
}
