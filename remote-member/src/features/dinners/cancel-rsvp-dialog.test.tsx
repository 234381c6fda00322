import { screen, waitFor, within } from '@testing-library/react';
import { findToast, jsonResponse } from 'shared/testing';
import { aDinner, findCards, inCard, renderDinners, stubDinnersApi, type DinnerAnswers } from './dinners.test-utils';

afterEach(() => jest.restoreAllMocks());

const confirmed = aDinner({ id: 'd-1', seatsLeft: 10, myRsvp: { status: 'confirmed', guests: 1, dietaryNotes: null, position: null } });
const waitlisted = aDinner({ id: 'd-2', title: 'Oyster night', seatsLeft: 0, myRsvp: { status: 'waitlisted', guests: 0, dietaryNotes: null, position: 4 } });

async function openCancel(title: string, answers: Omit<DinnerAnswers, 'list'> = {}) {
  const api = stubDinnersApi({ list: [confirmed, waitlisted], ...answers });
  const view = renderDinners();
  await findCards();
  await view.user.click(inCard(title).getByRole('button', { name: /^(Cancel RSVP|Leave the waitlist) for / }));
  const dialog = await screen.findByRole('dialog');
  return { ...api, ...view, dialog };
}

describe('CancelRsvpDialog', () => {
  it('asks first, with the safe choice focused, and Keep my seat sends nothing', async () => {
    const { dialog, user, calls } = await openCancel('Spring supper');
    expect(dialog).toHaveAccessibleName('Cancel your RSVP?');
    expect(dialog).toHaveAccessibleDescription(/Spring supper/);
    expect(within(dialog).getByText(/Your seats go to the next members on the waitlist/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep my seat' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my seat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('DELETE', /rsvp$/)).toHaveLength(0);
    expect(inCard('Spring supper').getByRole('button', { name: 'Cancel RSVP for Spring supper' })).toHaveFocus();
  });

  it('cancels on confirmation: the server’s word is the toast, and the card offers a seat again', async () => {
    const { dialog, user, calls } = await openCancel('Spring supper', {
      rsvp: () => jsonResponse({ data: { ...confirmed, seatsLeft: 12, myRsvp: null }, message: 'Your RSVP has been cancelled.' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel RSVP' }));
    expect(await findToast('Your RSVP has been cancelled.')).toBe('success');
    expect(calls('DELETE', '/api/events/d-1/rsvp')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inCard('Spring supper').getByRole('button', { name: 'Reserve a seat for Spring supper' })).toHaveFocus();
    expect(inCard('Spring supper').queryByText(/Confirmed/)).not.toBeInTheDocument();
  });

  it('words a waitlisted reply as leaving the waitlist', async () => {
    const { dialog } = await openCancel('Oyster night');
    expect(dialog).toHaveAccessibleName('Leave the waitlist?');
    expect(within(dialog).getByRole('button', { name: 'Stay on the waitlist' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
  });

  it('keeps a refusal in the dialog, and reads the dinners again', async () => {
    const { dialog, user, calls } = await openCancel('Spring supper', {
      rsvp: () => jsonResponse({ message: 'This dinner has already started: its RSVPs can no longer change.' }, 409),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel RSVP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This dinner has already started: its RSVPs can no longer change.');
    expect(within(dialog).getByRole('button', { name: 'Cancel RSVP' })).toBeEnabled();
    await waitFor(() => expect(calls('GET', '/api/events')).toHaveLength(2));
  });

  it('stays open while the cancellation is on its way', async () => {
    const { dialog, user } = await openCancel('Spring supper', { rsvp: () => new Promise(() => {}) });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel RSVP' }));
    expect(within(dialog).getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep my seat' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
