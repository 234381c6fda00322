import { act, screen, waitFor, within } from '@testing-library/react';
import { REQUEST_TIMEOUT_MS } from 'shared';
import { hangs, jsonResponse } from 'shared/testing';
import { aDinner, aPastDinner, cardOf, findCard, findCards, inCard, renderDinners, stubDinnersApi } from './dinners.test-utils';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Club dinners: the cards', () => {
  it('shows each dinner in Chicago time with where, the seats left and the guests it takes', async () => {
    stubDinnersApi({ list: [aDinner({ title: 'Spring supper', capacity: 20, seatsLeft: 12, maxGuests: 2 })] });
    renderDinners();
    await findCards();
    const card = within(cardOf('Spring supper'));
    expect(card.getByRole('heading', { level: 4, name: 'Spring supper' })).toBeInTheDocument();
    // 00:00 UTC on June 2 is 7 PM on June 1 in Chicago, whatever the zone of the machine.
    expect(card.getByText('Saturday, June 1, 2030')).toHaveAttribute('dateTime', '2030-06-02T00:00:00.000Z');
    expect(card.getByText(/7:00 PM – 10:00 PM CDT/)).toBeInTheDocument();
    expect(card.getByText('The Loft, 1 W Wacker Dr')).toBeInTheDocument();
    expect(card.getByText('Five courses from the spring market.')).toBeInTheDocument();
    expect(card.getByText('Seats').nextElementSibling).toHaveTextContent('12 of 20 seats left');
    expect(card.getByText('Guests').nextElementSibling).toHaveTextContent('Up to 2 guests');
    expect(card.getByRole('button', { name: 'Reserve a seat for Spring supper' })).toBeEnabled();
  });

  it('offers the dinner’s .ics file as a download from the API', async () => {
    stubDinnersApi({ list: [aDinner({ id: 'd 1', title: 'Spring supper' })] });
    renderDinners();
    const link = (await findCard('Spring supper')).querySelector('a[download]');
    expect(link).toHaveAttribute('href', '/api/events/d%201/ics');
    expect(within(cardOf('Spring supper')).getByRole('link', { name: 'Add to calendar for Spring supper' })).toBe(link);
  });

  it('says when RSVPs close before the start', async () => {
    stubDinnersApi({ list: [aDinner({ rsvpClosesAt: '2030-05-31T17:00:00.000Z' })] });
    renderDinners();
    await findCards();
    expect(inCard('Spring supper').getByText('RSVP by').nextElementSibling).toHaveTextContent('Friday, May 31, 2030 at 12:00 PM CDT');
  });

  it('offers the waitlist on a full dinner and says how many wait', async () => {
    stubDinnersApi({ list: [aDinner({ seatsLeft: 0, seatsTaken: 20, waitlistCount: 3 })] });
    renderDinners();
    await findCards();
    expect(inCard('Spring supper').getByText('Seats').nextElementSibling).toHaveTextContent('Full · 3 on the waitlist');
    expect(inCard('Spring supper').getByRole('button', { name: 'Join the waitlist for Spring supper' })).toBeEnabled();
  });

  it('shows the member’s reply: confirmed with the party, waitlisted with the place', async () => {
    stubDinnersApi({
      list: [
        aDinner({ title: 'Spring supper', myRsvp: { status: 'confirmed', guests: 1, dietaryNotes: null, position: null } }),
        aDinner({ title: 'Oyster night', myRsvp: { status: 'waitlisted', guests: 0, dietaryNotes: null, position: 2 } }),
      ],
    });
    renderDinners();
    await findCards();
    expect(inCard('Spring supper').getByText('Confirmed · you and 1 guest')).toBeInTheDocument();
    expect(inCard('Spring supper').getByRole('button', { name: 'Change RSVP for Spring supper' })).toBeEnabled();
    expect(inCard('Spring supper').getByRole('button', { name: 'Cancel RSVP for Spring supper' })).toBeEnabled();
    expect(inCard('Spring supper').queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();
    expect(inCard('Oyster night').getByText('On the waitlist · number 2')).toBeInTheDocument();
    expect(inCard('Oyster night').getByRole('button', { name: 'Leave the waitlist for Oyster night' })).toBeEnabled();
  });

  it('shows a cancelled dinner with its reason and nothing to do', async () => {
    stubDinnersApi({ list: [aDinner({ status: 'cancelled', cancelReason: 'The chef is ill.', rsvpOpen: false })] });
    renderDinners();
    await findCards();
    const card = inCard('Spring supper');
    expect(card.getByText('Cancelled')).toBeInTheDocument();
    expect(card.getByText('The chef is ill.')).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps a reply’s cancel once RSVPs have closed, but not reserving or changing', async () => {
    stubDinnersApi({
      list: [
        aDinner({ title: 'Spring supper', rsvpOpen: false }),
        aDinner({ title: 'Oyster night', rsvpOpen: false, myRsvp: { status: 'confirmed', guests: 0, dietaryNotes: null, position: null } }),
      ],
    });
    renderDinners();
    await findCards();
    expect(inCard('Spring supper').getByText('RSVPs closed')).toBeInTheDocument();
    expect(inCard('Spring supper').queryByRole('button')).not.toBeInTheDocument();
    expect(inCard('Oyster night').getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel RSVP for Oyster night']);
  });

  it('folds the dinners that have ended away, with the member’s part in them', async () => {
    stubDinnersApi({
      list: [
        aDinner({ title: 'Spring supper' }),
        aPastDinner({ title: 'Winter supper', myRsvp: { status: 'confirmed', guests: 0, dietaryNotes: null, position: null } }),
      ],
    });
    const { user } = renderDinners();
    const upcoming = await findCards();
    expect(within(upcoming).getAllByRole('article').map((card) => card.getAttribute('data-dinner'))).toHaveLength(1);
    const past = screen.getByText('Past dinners (1)');
    expect(screen.getByRole('article', { name: 'Winter supper', hidden: true })).not.toBeVisible();
    await user.click(past);
    const card = screen.getByRole('article', { name: 'Winter supper' });
    expect(within(card).getByText('Ended')).toBeInTheDocument();
    expect(within(card).getByText('You had a seat')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Club dinners: loading, empty and failed', () => {
  it('shows a spinner, then the cards', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubDinnersApi({ list: () => new Promise<Response>((resolve) => { answer = resolve; }) });
    renderDinners();
    expect(screen.getByRole('status', { name: 'Loading dinners' })).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.(jsonResponse({ data: [aDinner()], myDietaryNotes: null })));
    await findCards();
    expect(screen.queryByRole('status', { name: 'Loading dinners' })).not.toBeInTheDocument();
  });

  it("says 'No dinners scheduled yet.' when none is coming", async () => {
    stubDinnersApi({ list: [aPastDinner()] });
    renderDinners();
    expect(await screen.findByText('No dinners scheduled yet.')).toBeInTheDocument();
    expect(screen.getByText('Past dinners (1)')).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => jsonResponse({ message: 'Boom' }, 500)],
    ['an answer without a list', () => jsonResponse({ data: {} })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("says 'Failed to load dinners' on %s, and tries again on request", async (_label, failing) => {
    let fail = true;
    const { calls } = stubDinnersApi({ list: () => (fail ? failing() : jsonResponse({ data: [aDinner()], myDietaryNotes: null })) });
    const { user } = renderDinners();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dinners');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findCards();
    expect(calls('GET', '/api/events')).toHaveLength(2);
  });

  it(`ends a hung request after REQUEST_TIMEOUT_MS.load (${REQUEST_TIMEOUT_MS.load / 1000} s) with the failure text`, async () => {
    jest.useFakeTimers();
    stubDinnersApi({ list: hangs });
    renderDinners();
    await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dinners'));
  });
});
