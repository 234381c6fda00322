import { useState } from 'react';
import { Button, FormAlert, Modal, notifySuccess, serverMessage, type MemberDinner } from 'shared';
import styled from 'styled-components';
import { cancelRsvp, type RsvpResult } from './dinners-api';
import { DinnerSummary } from './dinner-summary';
import { RSVP_FAILED } from './dinner-words';

export interface CancelRsvpDialogProps {
  dinner: MemberDinner;
  onClose: () => void;
  onDone: (result: RsvpResult) => void;
  onStale: () => void;
}

const Text = styled.p`
  margin: 0;
  line-height: 1.6;
`;

/**
 * Asks before a reply is cancelled ('Cancel your RSVP?', or 'Leave the waitlist?'), then sends it.
 * A refusal stays in the dialog; while it is sent, Escape and the buttons do nothing.
 */
export function CancelRsvpDialog({ dinner, onClose, onDone, onStale }: CancelRsvpDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waitlisted = dinner.myRsvp?.status === 'waitlisted';
  const close = () => {
    if (!busy) onClose();
  };

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const result = await cancelRsvp(dinner.id);
      notifySuccess(result.message);
      onDone(result);
    } catch (failure) {
      const message = serverMessage(failure);
      setError(typeof message === 'string' ? message : RSVP_FAILED);
      if (typeof message === 'string') onStale();
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="sm"
      title={waitlisted ? 'Leave the waitlist?' : 'Cancel your RSVP?'}
      description={<DinnerSummary dinner={dinner} />}
      onClose={close}
      closeOnBackdrop={false}
      footer={(
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>{waitlisted ? 'Stay on the waitlist' : 'Keep my seat'}</Button>
          <Button variant="danger" onClick={() => void confirm()} busy={busy}>
            {busy ? 'Cancelling...' : waitlisted ? 'Leave the waitlist' : 'Cancel RSVP'}
          </Button>
        </>
      )}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <Text>
        {waitlisted
          ? 'You lose your place in the queue. You can join again while RSVPs are open, at the end of the queue.'
          : 'Your seats go to the next members on the waitlist. You can reserve again while seats are left and RSVPs are open.'}
      </Text>
    </Modal>
  );
}
