import { Button, Modal, type User } from 'shared';
import { SecuritySettings } from 'shared/security';
import { SECURITY_FRAME } from './security-frame';

/**
 * The member's own sign-in settings in a dialog from the profile header: passkeys, the
 * authenticator app and the browsers where they are signed in. A click beside it does not close
 * it (recovery codes may be on screen).
 */
export function SecurityModal({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <Modal
      open
      {...SECURITY_FRAME}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={<Button variant="secondary" onClick={onClose}>Close</Button>}
    >
      <SecuritySettings user={user} />
    </Modal>
  );
}
