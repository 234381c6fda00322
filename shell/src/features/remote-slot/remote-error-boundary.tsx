import { Component, type ReactNode } from 'react';
import { isVersionSkewError } from '../../federation/version-skew-plugin';
import { RemoteUnavailable } from './remote-unavailable';
import { RemoteVersionMismatch } from './remote-version-mismatch';

interface Props {
  remoteId: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  versionSkew: boolean;
}

/**
 * Catches a remote that fails to load or throws while rendering, inside the shell's layout.
 * A remote refused for version skew that reaches here as an error (rather than as the
 * runtime plugin's fallback module) gets the same version-mismatch fallback.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, versionSkew: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, versionSkew: isVersionSkewError(error) };
  }

  override componentDidCatch(error: unknown): void {
    if (isVersionSkewError(error)) console.error(`[shell] remote ${this.props.remoteId} refused:`, error.message);
    else console.error(`[shell] remote ${this.props.remoteId} crashed:`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.versionSkew ? <RemoteVersionMismatch /> : <RemoteUnavailable />;
  }
}
