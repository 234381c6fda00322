import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Dinner } from 'shared';
import { aDinner, adminUser, findToast, jsonResponse, renderRoutes, storeWith, stubFetch } from 'shared/testing';
import { anAttendee } from './dinners.test-utils';
import { DinnersScreen } from './dinners-screen';

afterEach(() => jest.restoreAllMocks());

interface Sent { method: string; path: string; body: unknown }
type Answer = (body: unknown, path: string) => Response;

/** Answers the Dinners screen's calls by method and path, and records them. */
function stubDinnersApi(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  stubFetch().mockImplementation(async (request: Request) => {
    const text = await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const { pathname } = new URL(request.url);
    sent.push({ method: request.method, path: pathname, body });
    const answer = answers[`${request.method} ${pathname}`];
    if (!answer) throw new TypeError(`Unexpected call: ${request.method} ${pathname}`);
    return answer(body, pathname);
  });
  return sent;
}

function renderScreen() {
  return renderRoutes([{ path: '/admin', element: <DinnersScreen /> }], {
    path: '/admin', store: storeWith({ user: adminUser, confirmed: true }), toasts: true,
  });
}

const list = (dinners: Dinner[]) => () => jsonResponse({ data: dinners });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('Dinners: the list', () => {
  it('shows each upcoming dinner in Chicago time with its seats, waitlist and guests', async () => {
    stubDinnersApi({ 'GET /api/admin/events': list([aDinner({ seatsTaken: 20, seatsLeft: 0, waitlistCount: 2 })]) });
    renderScreen();
    const spring = await screen.findByRole('article', { name: 'Spring supper' });
    expect(spring).toHaveTextContent('Saturday, June 1, 2030');
    expect(spring).toHaveTextContent('7:00 PM – 10:00 PM CDT');
    expect(spring).toHaveTextContent('20 of 20 seats taken');
    expect(spring).toHaveTextContent('2 parties');
    expect(spring).toHaveTextContent('Up to 2 per member');
    expect(within(spring).getByRole('button', { name: 'Edit Spring supper' })).toBeInTheDocument();
  });

  it("says 'No dinners scheduled yet.' and shows the past ones on request", async () => {
    const sent = stubDinnersApi({
      'GET /api/admin/events': () => jsonResponse({ data: [] }),
    });
    const { user } = renderScreen();
    expect(await screen.findByText('No dinners scheduled yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByText('No past dinners yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    expect(sent.map((call) => call.path)).toEqual(['/api/admin/events', '/api/admin/events']);
  });

  it("shows 'Failed to load dinners' with a retry", async () => {
    let attempt = 0;
    stubDinnersApi({
      'GET /api/admin/events': () => {
        attempt += 1;
        return attempt === 1 ? jsonResponse({ message: 'Something broke' }, 500) : jsonResponse({ data: [aDinner()] });
      },
    });
    const { user } = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dinners');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Spring supper' })).toBeInTheDocument();
  });
});

describe('Dinners: create', () => {
  it('checks the fields, then sends the Chicago times as ISO with the offset of that day', async () => {
    const created = aDinner({ title: 'Harvest table' });
    let dinners: Dinner[] = [];
    const sent = stubDinnersApi({
      'GET /api/admin/events': () => jsonResponse({ data: dinners }),
      'POST /api/admin/events': () => {
        dinners = [created];
        return jsonResponse({ data: created }, 201);
      },
    });
    const { user } = renderScreen();
    await screen.findByText('No dinners scheduled yet.');
    await user.click(screen.getByRole('button', { name: 'New dinner' }));
    const dialog = screen.getByRole('dialog', { name: 'New dinner' });
    await user.click(within(dialog).getByRole('button', { name: 'Create dinner' }));
    expect(within(dialog).getByLabelText(/^Title/)).toHaveAccessibleDescription(/Title is required/);
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Title/), 'Harvest table');
    await user.type(within(dialog).getByLabelText(/^Venue/), 'The Loft');
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), { target: { value: '2030-11-15T19:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ends/), { target: { value: '2030-11-15T22:30' } });
    await user.type(within(dialog).getByLabelText(/^Capacity/), '1');
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveAccessibleDescription(/CST/);
    await user.click(within(dialog).getByRole('button', { name: 'Create dinner' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Harvest table', venue: 'The Loft', startsAt: '2030-11-15T19:00:00-06:00', endsAt: '2030-11-15T22:30:00-06:00', capacity: 1, maxGuests: 0,
    });
    expect(await findToast('Dinner created successfully')).toBeDefined();
    expect(await screen.findByRole('article', { name: 'Harvest table' })).toBeInTheDocument();
  }, 20_000);
});

describe('Dinners: edit', () => {
  it('sends only the fields that changed, and says so when nothing did', async () => {
    const dinner = aDinner();
    const sent = stubDinnersApi({
      'GET /api/admin/events': list([dinner]),
      [`PATCH /api/admin/events/${dinner.id}`]: (body) => jsonResponse({ data: { ...dinner, ...(body as Partial<Dinner>) } }),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Spring supper' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit dinner' });
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveValue('2030-06-01T19:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('No changes detected. Please update at least one field.')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Capacity/));
    await user.type(within(dialog).getByLabelText(/^Capacity/), '24');
    fireEvent.change(within(dialog).getByLabelText(/^Ends/), { target: { value: '2030-06-01T23:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ endsAt: '2030-06-01T23:00:00-05:00', capacity: 24 }]);
    expect(card('Spring supper')).toHaveTextContent('8 of 24 seats taken');
    expect(await findToast('Dinner updated successfully')).toBeDefined();
  }, 20_000);
});

describe('Dinners: cancel', () => {
  it('asks for a reason, sends it, and shows the dinner as cancelled with the reason', async () => {
    const dinner = aDinner();
    const sent = stubDinnersApi({
      'GET /api/admin/events': list([dinner]),
      [`POST /api/admin/events/${dinner.id}/cancel`]: (body) => jsonResponse({
        data: { ...dinner, status: 'cancelled', cancelReason: (body as { reason: string }).reason, rsvpOpen: false },
      }),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Cancel dinner Spring supper' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Spring supper' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel dinner' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(/A reason is required/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The chef is ill.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel dinner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({ method: 'POST', path: `/api/admin/events/${dinner.id}/cancel`, body: { reason: 'The chef is ill.' } });
    expect(card('Spring supper')).toHaveTextContent('CancelledThe chef is ill.');
    expect(within(card('Spring supper')).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(await findToast('Dinner cancelled successfully')).toBeDefined();
  });
});

describe('Dinners: attendees and check-in', () => {
  it('lists the confirmed parties and the waitlist, offers the CSV and checks a member in', async () => {
    const dinner = aDinner();
    const ada = anAttendee({ userId: 'u-ada', guests: 1, dietaryNotes: 'No shellfish' });
    const grace = anAttendee({ userId: 'u-grace', fullName: 'Grace Hopper', email: 'grace@navy.mil', status: 'waitlisted', position: 1 });
    const sent = stubDinnersApi({
      'GET /api/admin/events': list([dinner]),
      [`GET /api/admin/events/${dinner.id}/attendees`]: () => jsonResponse({ data: { confirmed: [ada], waitlist: [grace] } }),
      [`POST /api/admin/events/${dinner.id}/check-in`]: () => jsonResponse({ data: { ...ada, checkedIn: true, checkedInAt: '2030-06-02T00:05:00.000Z' } }),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Attendees Spring supper' }));
    const confirmed = await screen.findByRole('region', { name: 'Confirmed' });
    expect(confirmed).toHaveTextContent('Member + 1 guest · 2 seats');
    expect(confirmed).toHaveTextContent('No shellfish');
    expect(screen.getByRole('region', { name: 'Waitlist' })).toHaveTextContent('Grace Hopper');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/admin/events/${dinner.id}/attendees.csv`);
    expect(screen.getByText('0 of 2 seats checked in (0 of 1 party)')).toBeInTheDocument();

    const toggle = within(confirmed).getByRole('button', { name: 'Checked in Ada Lovelace' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(sent.at(-1)?.body).toEqual({ userId: 'u-ada', attended: true });
    expect(screen.getByText('2 of 2 seats checked in (1 of 1 party)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /All dinners/ }));
    expect(await screen.findByRole('article', { name: 'Spring supper' })).toBeInTheDocument();
  });

  it('finds a member at the door by name or e-mail, whatever the accents typed', async () => {
    const dinner = aDinner();
    const ada = anAttendee({ userId: 'u-ada' });
    const jose = anAttendee({ userId: 'u-jose', fullName: 'José Núñez', email: 'jose@example.com' });
    const grace = anAttendee({ userId: 'u-grace', fullName: 'Grace Hopper', email: 'grace@navy.mil', status: 'waitlisted', position: 1 });
    stubDinnersApi({
      'GET /api/admin/events': list([dinner]),
      [`GET /api/admin/events/${dinner.id}/attendees`]: () => jsonResponse({ data: { confirmed: [ada, jose], waitlist: [grace] } }),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Attendees Spring supper' }));
    const confirmed = await screen.findByRole('region', { name: 'Confirmed' });
    const search = screen.getByRole('searchbox', { name: 'Find a member' });

    const row = (name: string) => within(confirmed).queryByRole('button', { name: `Checked in ${name}` });
    expect(row('Ada Lovelace')).toBeInTheDocument();
    await user.type(search, 'jose nunez');
    await waitFor(() => expect(row('Ada Lovelace')).not.toBeInTheDocument());
    expect(row('José Núñez')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Waitlist' })).toHaveTextContent('No one waiting matches.');

    await user.clear(search);
    await user.type(search, 'NAVY');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Waitlist' })).toHaveTextContent('Grace Hopper'));
    expect(confirmed).toHaveTextContent('No one confirmed matches.');
  });
});

