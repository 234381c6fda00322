import { useId } from 'react';
import {
  Button, DINNER_LIMITS, FormAlert, Modal, SelectField, smallCaps, TextField, type MemberDinner, type SelectOption,
} from 'shared';
import styled from 'styled-components';
import { DinnerSummary } from './dinner-summary';
import { guestOptionText, wouldWaitlist } from './dinner-words';
import type { RsvpResult } from './dinners-api';
import { useRsvpForm } from './use-rsvp-form';

export interface RsvpDialogProps {
  dinner: MemberDinner;
  /** The member's application's dietary restrictions: a new reply's notes start from them. */
  defaultNotes: string | null;
  onClose: () => void;
  onDone: (result: RsvpResult) => void;
  onStale: () => void;
}

const Fields = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Note = styled.p<{ $tone?: 'wait' }>`
  margin: 0;
  padding: 0.75rem 1rem;
  font-size: 0.9375rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, $tone }) => ($tone === 'wait' ? 'rgba(201, 164, 106, 0.18)' : theme.color.ivory)};
  border-left: 3px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.sm};

  strong {
    ${smallCaps}
    display: block;
    margin-bottom: 0.2rem;
    color: ${({ theme }) => theme.color.brass};
  }
`;

/** The guests a member may choose: 0 to the dinner's limit, and their current number if the limit fell below it. */
function guestOptions(dinner: MemberDinner): SelectOption[] {
  const top = Math.max(dinner.maxGuests, dinner.myRsvp?.guests ?? 0);
  return Array.from({ length: top + 1 }, (_, guests) => ({ value: String(guests), label: guestOptionText(guests) }));
}

/** What a new reply will be, said before it is sent. */
function SeatsNote({ dinner, guests }: { dinner: MemberDinner; guests: number }) {
  if (dinner.myRsvp) return null;
  if (dinner.seatsLeft === 0) {
    return (
      <Note $tone="wait">
        <strong>The dinner is full</strong>
        You will join the waitlist. If seats open up, they go to the waitlist in order and you are e-mailed.
      </Note>
    );
  }
  if (wouldWaitlist(dinner, guests)) {
    return (
      <Note $tone="wait">
        <strong>Not enough seats for this party</strong>
        {`Only ${dinner.seatsLeft} seat${dinner.seatsLeft === 1 ? '' : 's'} left: a party of ${1 + guests} joins the waitlist.`}
      </Note>
    );
  }
  return null;
}

/**
 * 'Reserve a seat' (or 'Join the waitlist') for a new reply, 'Change your RSVP' for one the member
 * has: guests (0 to the dinner's limit) and dietary notes (a new reply's start from the member's
 * application). While it is sent, Escape, Cancel and the backdrop do nothing.
 */
export function RsvpDialog({ dinner, defaultNotes, onClose, onDone, onStale }: RsvpDialogProps) {
  const formId = useId();
  const { bindSubmitButton, ...form } = useRsvpForm({ dinner, defaultNotes, onDone, onStale });
  const guests = Number(form.values.guests);
  const waitlist = !form.isChange && wouldWaitlist(dinner, guests);
  const title = form.isChange ? 'Change your RSVP' : dinner.seatsLeft === 0 ? 'Join the waitlist' : 'Reserve a seat';
  const submitLabel = form.isChange ? 'Save changes' : waitlist ? 'Join the waitlist' : 'Reserve';
  const busyLabel = form.isChange ? 'Saving...' : 'Sending...';
  const close = () => {
    if (!form.busy) onClose();
  };
  const options = guestOptions(dinner);

  return (
    <Modal
      open
      title={title}
      description={<DinnerSummary dinner={dinner} />}
      onClose={close}
      closeOnBackdrop={false}
      footer={(
        <>
          <Button variant="ghost" onClick={close} disabled={form.busy}>Cancel</Button>
          <Button ref={bindSubmitButton} type="submit" form={formId} busy={form.busy}>
            {form.busy ? busyLabel : submitLabel}
          </Button>
        </>
      )}
    >
      <form id={formId} aria-label={title} noValidate onSubmit={(event) => void form.submit(event)}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Fields>
          {options.length > 1 ? (
            <SelectField
              {...form.textProps('guests')}
              label="Guests"
              hint="Besides you. Each guest takes a seat."
              options={options}
              disabled={form.busy}
            />
          ) : (
            <Note>
              <strong>Members only</strong>
              This dinner takes no guests: the seat is for you.
            </Note>
          )}
          <SeatsNote dinner={dinner} guests={guests} />
          <TextField
            {...form.textProps('dietaryNotes')}
            multiline
            rows={4}
            label="Dietary notes"
            hint={form.isChange ? 'For you and your guests at this dinner.' : 'From your application; change them for this dinner if you like.'}
            maxLength={DINNER_LIMITS.dietaryNotesMax}
            showCounter
            readOnly={form.busy}
          />
        </Fields>
      </form>
    </Modal>
  );
}
