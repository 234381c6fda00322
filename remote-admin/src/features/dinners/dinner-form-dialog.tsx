import { useId } from 'react';
import {
  Button, DINNER_LIMITS, FormAlert, media, Modal, SelectField, TextField, type Dinner, type SelectOption,
} from 'shared';
import styled from 'styled-components';
import { chicagoDateTime, fromChicagoInput } from 'shared/format';
import { useDinnerForm } from './use-dinner-form';

export interface DinnerFormDialogProps {
  /** The dinner to edit; none for a new one. */
  dinner: Dinner | null;
  onClose: () => void;
  onSaved: (dinner: Dinner) => void;
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide { grid-column: 1 / -1; }
  }
`;

const GUEST_OPTIONS: SelectOption[] = Array.from({ length: DINNER_LIMITS.maxGuestsMax + 1 }, (_, n) => ({
  value: String(n),
  label: n === 0 ? 'None: members only' : `Up to ${n} guest${n === 1 ? '' : 's'}`,
}));

/** Under a time field: the Chicago date and time it reads as, with the zone (CST or CDT), once it is one. */
function readBack(value: string, otherwise: string): string {
  const read = fromChicagoInput(value);
  return read.kind === 'time' ? chicagoDateTime(read.iso) : otherwise;
}

/**
 * 'New dinner' or 'Edit dinner': title, venue, start and end, capacity, guests per member, when
 * RSVPs close and a description. Times are typed in Chicago time, each read back with its zone.
 * While it is sent, Escape, Cancel and the backdrop do nothing.
 */
export function DinnerFormDialog({ dinner, onClose, onSaved }: DinnerFormDialogProps) {
  const formId = useId();
  const { bindSubmitButton, ...form } = useDinnerForm({ dinner, onSaved });
  const title = form.editing ? 'Edit dinner' : 'New dinner';
  const close = () => {
    if (!form.busy) onClose();
  };
  const { values } = form;

  return (
    <Modal
      open
      title={title}
      description="Times are Chicago time. Members see the dinner on their dashboard as soon as it is saved."
      onClose={close}
      closeOnBackdrop={false}
      footer={(
        <>
          <Button variant="ghost" onClick={close} disabled={form.busy}>Cancel</Button>
          <Button ref={bindSubmitButton} type="submit" form={formId} busy={form.busy}>
            {form.busy ? 'Saving...' : form.editing ? 'Save changes' : 'Create dinner'}
          </Button>
        </>
      )}
    >
      <form id={formId} aria-label={title} noValidate onSubmit={(event) => void form.submit(event)}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Fields>
          <TextField {...form.textProps('title')} className="wide" label="Title" required maxLength={DINNER_LIMITS.titleMax} readOnly={form.busy} />
          <TextField {...form.textProps('venue')} className="wide" label="Venue" required maxLength={DINNER_LIMITS.venueMax} readOnly={form.busy} />
          <TextField
            {...form.textProps('startsAt')}
            type="datetime-local"
            label="Starts"
            required
            hint={readBack(values.startsAt, 'Chicago time')}
            readOnly={form.busy}
          />
          <TextField
            {...form.textProps('endsAt')}
            type="datetime-local"
            label="Ends"
            required
            hint={readBack(values.endsAt, 'Chicago time')}
            readOnly={form.busy}
          />
          <TextField
            {...form.textProps('capacity')}
            type="number"
            inputMode="numeric"
            min={DINNER_LIMITS.capacityMin}
            max={DINNER_LIMITS.capacityMax}
            step={1}
            label="Capacity"
            required
            hint="Seats in all, members and guests"
            readOnly={form.busy}
          />
          <SelectField {...form.textProps('maxGuests')} label="Guests per member" options={GUEST_OPTIONS} disabled={form.busy} />
          <TextField
            {...form.textProps('rsvpClosesAt')}
            className="wide"
            type="datetime-local"
            label="RSVPs close"
            hint={readBack(values.rsvpClosesAt, 'Chicago time. Leave empty to take replies until the dinner starts.')}
            readOnly={form.busy}
          />
          <TextField
            {...form.textProps('description')}
            className="wide"
            multiline
            rows={4}
            label="Description"
            maxLength={DINNER_LIMITS.descriptionMax}
            showCounter
            readOnly={form.busy}
          />
        </Fields>
      </form>
    </Modal>
  );
}
