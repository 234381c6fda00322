import { Modal, type ModalProps } from './modal';
import { PageSpinner } from './spinner';

/** The frame of the modal that is loading (title, description, width), so nothing of it changes when it arrives. */
export type LoadingModalProps = Pick<ModalProps, 'title' | 'description' | 'onClose' | 'size'>;

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
