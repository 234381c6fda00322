import { Component, Suspense, type ReactNode } from 'react';
import { PART_UNAVAILABLE } from '../page/part-error-boundary';
import { Button } from './button';
import { LoadingModal, type LoadingModalProps } from './loading-modal';
import { Modal } from './modal';

interface State {
  failed: boolean;
}

/** A lazy modal whose code did not load (or that threw): its frame says so, and closes as it would have. */
class ModalErrorBoundary extends Component<{ frame: LoadingModalProps; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[page] a modal failed:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { frame } = this.props;
    // Closed, the boundary is ready for the next opening (which tries the code again).
    const close = () => {
      this.setState({ failed: false });
      frame.onClose();
    };
    return (
      <Modal
        open
        title={frame.title}
        onClose={close}
        size={frame.size}
        footer={<Button variant="secondary" onClick={() => window.location.reload()}>Reload page</Button>}
      >
        <p role="alert">{PART_UNAVAILABLE} Check your connection, then reload the page.</p>
      </Modal>
    );
  }
}

/**
 * The place of a modal whose code is a chunk of its own (`lazyNamed`): while the code is on its
 * way the dialog opens with its frame and a spinner (`LoadingModal`); if it cannot load or throws,
 * the dialog says so, offers a reload and closes as usual, and the page around it stays.
 * `children` is the modal when open, nothing when closed.
 */
export function LazyModal({ frame, children }: { frame: LoadingModalProps; children: ReactNode }) {
  return (
    <ModalErrorBoundary frame={frame}>
      <Suspense fallback={<LoadingModal {...frame} />}>{children}</Suspense>
    </ModalErrorBoundary>
  );
}
