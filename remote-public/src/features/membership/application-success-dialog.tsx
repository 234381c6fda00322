import { Button, Modal } from 'shared';

export const SUCCESS_TITLE = 'Submitted Successfully!';
export const SUCCESS_TEXT = "Thank you for applying! We'll be in touch within 5-7 business days.";

export interface ApplicationSuccessDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Shown after a successful application; Close, the backdrop and Escape close it. */
export function ApplicationSuccessDialog({ open, onClose }: ApplicationSuccessDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={SUCCESS_TITLE}
      description={SUCCESS_TEXT}
      size="sm"
      // The footer button is the dialog's 'Close'; the corner × gets its own name.
      closeLabel="Close dialog"
      footer={<Button onClick={onClose}>Close</Button>}
    />
  );
}
