import { Suspense, type ReactNode } from 'react';
import { PART_UNAVAILABLE_NOTICE, PartErrorBoundary } from '../page/part-error-boundary';
import { Button } from './button';
import { LoadingModal, type LoadingModalProps } from './loading-modal';
import { Modal } from './modal';

/**
 * The place of a modal whose code is a chunk of its own (`lazyNamed`): while the code is on its
 * way the dialog opens with its frame and a spinner (`LoadingModal`); if it cannot load or throws,
 * the dialog says so, offers a reload and closes as usual (ready for the next opening, which tries
 * the code again), and the page around it stays. `children` is the modal when open, nothing when
 * closed.
 */
export function LazyModal({ frame, children }: { frame: LoadingModalProps; children: ReactNode }) {
  const failed = (reset: () => void) => (
    <Modal
      open
      title={frame.title}
      onClose={() => {
        reset();
        frame.onClose();
      }}
      size={frame.size}
      footer={<Button variant="secondary" onClick={() => window.location.reload()}>Reload page</Button>}
    >
      <p role="alert">{PART_UNAVAILABLE_NOTICE}</p>
    </Modal>
  );
  return (
    <PartErrorBoundary fallback={failed}>
      <Suspense fallback={<LoadingModal {...frame} />}>{children}</Suspense>
    </PartErrorBoundary>
  );
}
