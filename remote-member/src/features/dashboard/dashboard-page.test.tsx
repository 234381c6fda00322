import { act, screen, waitFor, within } from '@testing-library/react';
import { REQUEST_TIMEOUT_MS, sessionAtom } from 'shared';
import { hangs, hasStyleRule, jsonResponse, memberUser } from 'shared/testing';
import { aMember } from '../directory/directory.test-utils';
import { findSearch, MEMBERS_PATH, renderDashboard, SPONSORSHIPS_PATH, stubApi } from './dashboard.test-utils';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const header = () => screen.getByRole('region', { name: /^Welcome back,/ });

describe('DashboardPage: the profile header', () => {
  it('welcomes the member by name, with initials in place of a missing picture', async () => {
    stubApi();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    expect(within(header()).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(within(header()).getByText('Distinguished Member')).toBeInTheDocument();
    expect(within(header()).getByText('A seat at Chicago’s most curious table.')).toBeInTheDocument();
    await findSearch();
  });

  it('shows the picture when the member has one', async () => {
    stubApi();
    renderDashboard({ user: { ...memberUser, profilePicture: 'https://storage.example/ada.png' } });
    const picture = within(header()).getByRole('img', { name: 'Ada Lovelace' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', 'https://storage.example/ada.png');
    expect(within(header()).queryByText('AL')).not.toBeInTheDocument();
    await findSearch();
  });

  it("shows 'Since' with the member-since date from createdAt, as 'MMMM d, yyyy'", async () => {
    stubApi();
    renderDashboard({ user: { ...memberUser, createdAt: '2024-03-01T12:00:00.000Z' } });
    const since = within(header()).getByText('Since');
    expect(since.nextElementSibling).toHaveTextContent('March 1, 2024');
    expect(within(header()).getByText('March 1, 2024')).toHaveAttribute('dateTime', '2024-03-01T12:00:00.000Z');
    await findSearch();
  });

  it.each(['', 'not a date'])("shows a dash for 'Since' when createdAt is %p", async (createdAt) => {
    stubApi();
    renderDashboard({ user: { ...memberUser, createdAt } });
    expect(within(header()).getByText('Since').nextElementSibling).toHaveTextContent(/^—$/);
    await findSearch();
  });

  it('offers Edit Profile, an edit button on the picture, and Sign Out', async () => {
    stubApi();
    renderDashboard();
    expect(within(header()).getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
    expect(within(header()).getByRole('button', { name: 'Change profile picture' })).toBeEnabled();
    expect(within(header()).getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    await findSearch();
  });

  it('follows the session: a new name shows at once', async () => {
    stubApi();
    const { store } = renderDashboard();
    await findSearch();
    act(() => {
      const session = store.get(sessionAtom);
      store.set(sessionAtom, { ...session, currentUser: { ...memberUser, fullName: 'Ada King' } });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada King' })).toBeInTheDocument();
  });

  it('draws the band at once and lets the browser skip the sections below it until they near the viewport', async () => {
    stubApi();
    renderDashboard();
    expect(hasStyleRule(header(), 'content-visibility: auto')).toBe(false);
    for (const name of ['Upcoming Events', 'Members Directory', 'Applications naming you', 'Privacy & your data']) {
      expect({ name, skipped: hasStyleRule(screen.getByRole('region', { name }), 'content-visibility: auto') }).toEqual({ name, skipped: true });
    }
    await findSearch();
  });

  it('names the browser tab while shown', async () => {
    stubApi();
    document.title = 'Before';
    const { unmount } = renderDashboard();
    expect(document.title).toBe('Member Dashboard · The Supper Club');
    await findSearch();
    unmount();
    expect(document.title).toBe('Before');
  });
});

describe('DashboardPage: signing out', () => {
  it('Sign Out ends the server session, clears the local one and goes to /login', async () => {
    const { sent } = stubApi();
    const { user, store } = renderDashboard();
    await findSearch();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(sent.at(-1)).toEqual(expect.objectContaining({ method: 'POST', url: 'http://localhost/api/auth/logout' }));
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const { fetchMock } = stubApi();
    const { user, store } = renderDashboard();
    await findSearch();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(store.get(sessionAtom).currentUser).toBeNull();
  });
});

describe('DashboardPage: Upcoming Events', () => {
  it('embeds the configured calendar in Chicago time, 600 px high and full width, loaded lazily', async () => {
    stubApi();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Events' })).toBeInTheDocument();
    const calendar = screen.getByTitle('Upcoming Events calendar (Chicago time)');
    expect(calendar.tagName).toBe('IFRAME');
    expect(calendar).toHaveAttribute('src', 'https://calendar.example/embed?ctz=America/Chicago');
    expect(calendar).toHaveAttribute('height', '600');
    expect(calendar).toHaveAttribute('width', '100%');
    expect(calendar).toHaveAttribute('loading', 'lazy');
    await findSearch();
  });
});

describe('DashboardPage: the club’s dinners', () => {
  it('lists them under Upcoming Events, before the member’s calendar feed and the embedded calendar', async () => {
    stubApi();
    renderDashboard();
    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(await within(events).findByText('No dinners scheduled yet.')).toBeInTheDocument();
    expect(within(events).getAllByRole('heading', { level: 3 }).map((h) => h.textContent))
      .toEqual(['Club dinners', 'Your dinner calendar', 'Club calendar']);
    expect(within(events).getByTitle('Upcoming Events calendar (Chicago time)')).toBeInTheDocument();
    await findSearch();
  });
});

describe('DashboardPage: Applications naming you', () => {
  it('follows the directory, before the privacy section, and loads on its own', async () => {
    const { calls } = stubApi();
    renderDashboard();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent))
      .toEqual(['Upcoming Events', 'Members Directory', 'Applications naming you', 'Privacy & your data']);
    const section = screen.getByRole('region', { name: 'Applications naming you' });
    expect(await within(section).findByText('No applications name you.')).toBeInTheDocument();
    expect(calls(SPONSORSHIPS_PATH).map((call) => call.method)).toEqual(['GET']);
    await findSearch();
  });

  it('fails alone: the directory still loads', async () => {
    stubApi({ sponsorships: () => jsonResponse({ message: 'Boom' }, 500) });
    renderDashboard();
    const section = screen.getByRole('region', { name: 'Applications naming you' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load the applications naming you');
    await findSearch();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('DashboardPage: loading the directory', () => {
  it('asks for the signed-in member’s directory, shows a spinner, then the members', async () => {
    let answer!: (response: Response) => void;
    const { calls } = stubApi({ members: () => new Promise<Response>((resolve) => { answer = resolve; }) });
    renderDashboard();

    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() => expect(calls(MEMBERS_PATH)).toHaveLength(1));
    expect(calls(MEMBERS_PATH)[0]?.url).toBe('http://localhost/api/admin/membership/verifiedMembers?userId=member-1');

    answer(jsonResponse({ data: { data: [aMember({ fullName: 'Grace Hopper' }), aMember({ fullName: 'Katherine Johnson' })] } }));
    await findSearch();
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
    expect(screen.getByText('2 Members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => jsonResponse({ message: 'Boom' }, 500)],
    ['a 403', () => jsonResponse({ message: 'Forbidden' }, 403)],
    ['an answer without a list', () => jsonResponse({ data: {} })],
    ['an HTML page', () => new Response('<h1>Bad Gateway</h1>', { status: 502 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("says 'Failed to load dashboard data' on %s", async (_label, members) => {
    stubApi({ members });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
    // The member can still edit their profile, read the calendar and sign out.
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(screen.getByTitle('Upcoming Events calendar (Chicago time)')).toBeInTheDocument();
  });

  it(`ends a hung request after REQUEST_TIMEOUT_MS.load (${REQUEST_TIMEOUT_MS.load / 1000} s) with the failure text`, async () => {
    jest.useFakeTimers();
    stubApi({ members: hangs });
    renderDashboard();
    await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load - 1));
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
  });

  it('tries again on request, with the spinner, and shows the members', async () => {
    let fail = true;
    const { calls } = stubApi({
      members: () => (fail ? jsonResponse({ message: 'Boom' }, 500) : jsonResponse({ data: { data: [aMember({ fullName: 'Grace Hopper' })] } })),
    });
    const { user } = renderDashboard();
    await screen.findByRole('alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findSearch();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('1 Member')).toBeInTheDocument();
    expect(calls(MEMBERS_PATH)).toHaveLength(2);
  });

  it('stops loading when the page goes away', async () => {
    let signal: AbortSignal | undefined;
    stubApi({ members: (request) => { signal = request.signal; return hangs(request); } });
    const { unmount } = renderDashboard();
    await act(async () => {});
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
