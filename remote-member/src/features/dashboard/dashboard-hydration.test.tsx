import { act, screen, waitFor } from '@testing-library/react';
import {
  FakeIntersectionObserver, hydrateRoutes, installFakeIntersectionObserver, jsonResponse, memberUser, removeFakeIntersectionObserver, storeWith,
} from 'shared/testing';
import { aMember } from '../directory/directory.test-utils';
import { aSponsorship } from '../sponsorships/sponsorships.test-utils';
import { DashboardPage } from './dashboard-page';
import { EVENTS_PATH, MEMBERS_PATH, PRIVACY_PATH, SPONSORSHIPS_PATH, stubApi } from './dashboard.test-utils';

let container: HTMLElement | undefined;

afterEach(() => {
  container?.remove();
  removeFakeIntersectionObserver();
  jest.restoreAllMocks();
});

/** The member's dashboard as the server draws it for their confirmed session, hydrated. */
async function hydrateDashboard() {
  const hydrated = await hydrateRoutes([{ path: '/user', element: <DashboardPage /> }], {
    path: '/user', makeStore: () => storeWith({ user: memberUser, confirmed: true }), beforeHydrate: installFakeIntersectionObserver,
  });
  container = hydrated.container;
  return hydrated;
}

const sectionOf = (name: string) => screen.getByRole('region', { name });

describe('DashboardPage drawn by the server', () => {
  it('hydrates the band at once and each section below it only when it comes near the screen', async () => {
    const { calls } = stubApi({ members: [aMember({ fullName: 'Grace Hopper' })] });
    const { recoverable } = await hydrateDashboard();

    // The band is live; the sections are the server's markup, their data not asked for.
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome back,/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members Directory' })).toBeInTheDocument();
    expect(calls(MEMBERS_PATH)).toHaveLength(0);
    expect(calls(PRIVACY_PATH)).toHaveLength(0);
    expect(calls(EVENTS_PATH)).toHaveLength(0);
    expect(calls(SPONSORSHIPS_PATH)).toHaveLength(0);

    await act(async () => FakeIntersectionObserver.watching(sectionOf('Members Directory')).say(true));
    await waitFor(() => expect(calls(MEMBERS_PATH)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(calls(PRIVACY_PATH)).toHaveLength(0);
    expect(calls(EVENTS_PATH)).toHaveLength(0);
    expect(calls(SPONSORSHIPS_PATH)).toHaveLength(0);
    expect(recoverable).toEqual([]);
  });

  it('loads the applications naming the member only when their section comes near the screen', async () => {
    const { calls } = stubApi({ sponsorships: () => jsonResponse({ data: [aSponsorship()] }) });
    const { recoverable } = await hydrateDashboard();
    expect(screen.getByRole('heading', { name: 'Applications naming you' })).toBeInTheDocument();
    expect(calls(SPONSORSHIPS_PATH)).toHaveLength(0);

    await act(async () => FakeIntersectionObserver.watching(sectionOf('Applications naming you')).say(true));
    expect(await screen.findByRole('listitem', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(calls(SPONSORSHIPS_PATH)).toHaveLength(1);
    expect(calls(MEMBERS_PATH)).toHaveLength(0);
    expect(recoverable).toEqual([]);
  });

  it('keeps a section the server drew in place while the page around it updates after hydration', async () => {
    const { calls } = stubApi();
    const { recoverable } = await hydrateDashboard();
    const directory = sectionOf('Members Directory');
    // The page re-renders once live (it no longer draws as the server did); no section is drawn afresh.
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)); });
    expect(sectionOf('Members Directory')).toBe(directory);
    expect(calls(MEMBERS_PATH)).toHaveLength(0);
    expect(calls(SPONSORSHIPS_PATH)).toHaveLength(0);
    expect(recoverable).toEqual([]);
    expect(FakeIntersectionObserver.watching(directory).disconnected).toBe(false);
  });
});
