import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remoteId: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering, inside the shell's layout. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[shell] remote ${this.props.remoteId} crashed:`, error);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
