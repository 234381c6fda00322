import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberDinner } from 'shared';
import { findToast, jsonResponse } from 'shared/testing';
import { aDinner, findCards, inCard, renderDinners, stubDinnersApi, type DinnerAnswers } from './dinners.test-utils';

afterEach(() => jest.restoreAllMocks());

const confirmedAs = (dinner: MemberDinner, guests: number, dietaryNotes: string | null): MemberDinner => ({
  ...dinner,
  seatsTaken: dinner.seatsTaken + 1 + guests,
  seatsLeft: dinner.seatsLeft - 1 - guests,
  myRsvp: { status: 'confirmed', guests, dietaryNotes, position: null },
});

async function openReserve(dinner: MemberDinner, answers: Omit<DinnerAnswers, 'list'> = {}) {
  const api = stubDinnersApi({ list: [dinner], ...answers });
  const view = renderDinners();
  await findCards();
  await view.user.click(inCard(dinner.title).getByRole('button', { name: /^(Reserve a seat|Join the waitlist|Change RSVP) for / }));
  const dialog = await screen.findByRole('dialog');
  return { ...api, ...view, dialog };
}

const guestsSelect = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Guests' });
const notesField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Dietary notes' });

describe('RsvpDialog: reserving', () => {
  it('opens named for the dinner, with guests 0 to the dinner’s limit and notes from the application', async () => {
    const { dialog } = await openReserve(aDinner({ maxGuests: 2 }), { myDietaryNotes: 'No shellfish' });
    expect(dialog).toHaveAccessibleName('Reserve a seat');
    expect(dialog).toHaveAccessibleDescription(/Spring supper.*Saturday, June 1, 2030 ?, 7:00 PM – 10:00 PM CDT.*The Loft/);
    expect(within(guestsSelect(dialog)).getAllByRole('option').map((o) => o.textContent)).toEqual(['No guests, just me', '1 guest', '2 guests']);
    expect(guestsSelect(dialog)).toHaveValue('0');
    expect(notesField(dialog)).toHaveValue('No shellfish');
    expect(within(dialog).getByText('488 characters remaining')).toBeInTheDocument();
    // Focus starts on the first field.
    expect(guestsSelect(dialog)).toHaveFocus();
  });

  it('sends the guests and notes; the server’s word is the toast, and the card shows the seats', async () => {
    const dinner = aDinner({ id: 'd-1', maxGuests: 2 });
    const { dialog, user, calls } = await openReserve(dinner, {
      myDietaryNotes: 'No shellfish',
      rsvp: (_request, body) => {
        const { guests, dietaryNotes } = body as { guests: number; dietaryNotes: string | null };
        return jsonResponse({ data: confirmedAs(dinner, guests, dietaryNotes), message: 'Your seats are confirmed.' }, 201);
      },
    });
    await user.selectOptions(guestsSelect(dialog), '1');
    await user.clear(notesField(dialog));
    await user.type(notesField(dialog), '  Vegetarian, one guest vegan  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));

    expect(await findToast('Your seats are confirmed.')).toBe('success');
    expect(calls('POST', '/api/events/d-1/rsvp').map((call) => call.body)).toEqual([{ guests: 1, dietaryNotes: 'Vegetarian, one guest vegan' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inCard('Spring supper').getByText('Confirmed · you and 1 guest')).toBeInTheDocument();
    expect(inCard('Spring supper').getByText('Seats').nextElementSibling).toHaveTextContent('10 of 20 seats left');
    // The Reserve button is gone with the reply: focus goes to the card's first action.
    expect(inCard('Spring supper').getByRole('button', { name: 'Change RSVP for Spring supper' })).toHaveFocus();
  });

  it('sends null notes when the member clears them', async () => {
    const dinner = aDinner({ id: 'd-1' });
    const { dialog, user, calls } = await openReserve(dinner, {
      myDietaryNotes: 'No shellfish',
      rsvp: () => jsonResponse({ data: confirmedAs(dinner, 0, null), message: 'Your seats are confirmed.' }, 201),
    });
    await user.clear(notesField(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await findToast('Your seats are confirmed.');
    expect(calls('POST', '/api/events/d-1/rsvp')[0]?.body).toEqual({ guests: 0, dietaryNotes: null });
  });

  it('says a full dinner means the waitlist, and shows the place the server gives', async () => {
    const dinner = aDinner({ id: 'd-1', seatsLeft: 0, seatsTaken: 20 });
    const { dialog, user } = await openReserve(dinner, {
      rsvp: () => jsonResponse({
        data: { ...dinner, waitlistCount: 1, myRsvp: { status: 'waitlisted', guests: 0, dietaryNotes: null, position: 1 } },
        message: 'The dinner is full: you are number 1 on the waitlist.',
      }, 202),
    });
    expect(dialog).toHaveAccessibleName('Join the waitlist');
    expect(within(dialog).getByText('The dinner is full')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await findToast('The dinner is full: you are number 1 on the waitlist.')).toBe('success');
    expect(inCard('Spring supper').getByText('On the waitlist · number 1')).toBeInTheDocument();
  });

  it('warns before a party too large for the seats left joins the waitlist', async () => {
    const { dialog, user } = await openReserve(aDinner({ seatsLeft: 1, maxGuests: 2 }));
    expect(within(dialog).queryByText('Not enough seats for this party')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reserve' })).toBeInTheDocument();
    await user.selectOptions(guestsSelect(dialog), '2');
    expect(within(dialog).getByText('Only 1 seat left: a party of 3 joins the waitlist.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it('offers no guests on a members-only dinner', async () => {
    const { dialog } = await openReserve(aDinner({ maxGuests: 0 }));
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('This dinner takes no guests: the seat is for you.')).toBeInTheDocument();
  });

  it('keeps a refusal in the dialog and as a toast, and reads the dinners again', async () => {
    const { dialog, user, calls } = await openReserve(aDinner(), {
      rsvp: () => jsonResponse({ message: 'RSVPs for this dinner are closed.' }, 409),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('RSVPs for this dinner are closed.');
    expect(await findToast('RSVPs for this dinner are closed.')).toBe('error');
    expect(screen.getByRole('dialog')).toBe(dialog);
    await waitFor(() => expect(calls('GET', '/api/events')).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Reserve' })).toHaveFocus();
  });

  it('puts a 400’s messages on their fields', async () => {
    const { dialog, user } = await openReserve(aDinner(), {
      rsvp: () => jsonResponse({ message: [{ field: 'guests', message: 'Guests must be a whole number from 0 to 2' }] }, 400),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(guestsSelect(dialog)).toHaveAccessibleDescription(/Guests must be a whole number from 0 to 2/));
    expect(guestsSelect(dialog)).toHaveFocus();
  });

  it("says 'Something went wrong' when the server cannot be reached", async () => {
    const { dialog, user } = await openReserve(aDinner(), { rsvp: () => Promise.reject(new TypeError('Failed to fetch')) });
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('refuses notes over 500 characters without sending them', async () => {
    const { dialog, user, calls } = await openReserve(aDinner(), { rsvp: () => jsonResponse({}, 500) });
    fireEvent.change(notesField(dialog), { target: { value: 'x'.repeat(501) } });
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(notesField(dialog)).toHaveAccessibleDescription(/Dietary notes must be at most 500 characters/);
    expect(calls('POST', /rsvp$/)).toHaveLength(0);
  });

  it('stays open while the reply is on its way: Escape and Cancel do nothing', async () => {
    let answer: ((response: Response) => void) | undefined;
    const dinner = aDinner();
    const { dialog, user } = await openReserve(dinner, { rsvp: () => new Promise((resolve) => { answer = resolve; }) });
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(jsonResponse({ data: confirmedAs(dinner, 0, null), message: 'Your seats are confirmed.' }, 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Cancel and sends nothing', async () => {
    const { dialog, user, calls } = await openReserve(aDinner());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST', /rsvp$/)).toHaveLength(0);
  });
});

describe('RsvpDialog: changing a reply', () => {
  const mine = aDinner({ id: 'd-1', maxGuests: 2, myRsvp: { status: 'confirmed', guests: 1, dietaryNotes: 'Vegetarian', position: null } });

  it('starts from the reply, and sends only what changed', async () => {
    const { dialog, user, calls } = await openReserve(mine, {
      myDietaryNotes: 'From the application',
      rsvp: () => jsonResponse({ data: { ...mine, myRsvp: { ...mine.myRsvp!, guests: 2 } }, message: 'Your RSVP has been updated.' }),
    });
    expect(dialog).toHaveAccessibleName('Change your RSVP');
    expect(guestsSelect(dialog)).toHaveValue('1');
    expect(notesField(dialog)).toHaveValue('Vegetarian');
    await user.selectOptions(guestsSelect(dialog), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Your RSVP has been updated.')).toBe('success');
    expect(calls('PATCH', '/api/events/d-1/rsvp').map((call) => call.body)).toEqual([{ guests: 2 }]);
    expect(inCard('Spring supper').getByText('Confirmed · you and 2 guests')).toBeInTheDocument();
  });

  it('says nothing changed, and sends nothing', async () => {
    const { dialog, user, calls } = await openReserve(mine, { rsvp: () => jsonResponse({}, 500) });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No changes detected. Please update at least one field.');
    expect(calls('PATCH', /rsvp$/)).toHaveLength(0);
  });
});
