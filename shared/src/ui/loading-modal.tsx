import type { ReactNode } from 'react';
import { Modal, type ModalSize } from './modal';
import { PageSpinner } from './spinner';

export interface LoadingModalProps {
  /** The title of the modal that is loading (the dialog's name stays the same when it arrives). */
  title: string;
  /** The modal's description, so its header does not change when it arrives. */
  description?: ReactNode;
  onClose: () => void;
  size?: ModalSize;
}

/**
 * A modal whose code is still on its way: the dialog opens at once with its title and a spinner,
 * and can be closed; the modal takes its place when its code is there. The fallback of a lazy
 * modal's boundary, so the press that opens it is answered at once.
 */
export function LoadingModal({ title, description, onClose, size }: LoadingModalProps) {
  return (
    <Modal open title={title} description={description} onClose={onClose} size={size}>
      <PageSpinner label={`Loading ${title}`} minHeight="8rem" />
    </Modal>
  );
}
