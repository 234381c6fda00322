import { act, screen, within } from '@testing-library/react';
import { REQUEST_TIMEOUT_MS } from 'shared';
import { hangs, jsonResponse } from 'shared/testing';
import {
  deferred, failure, loaded, renderAdmin, screenTitle, STATS_PATH, stubAdminApi, valueOf,
} from '../panel/admin.test-utils';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const cards = () => screen.getByText('Pending Requests').closest('dl') as HTMLElement;

describe('Dashboard Overview', () => {
  it("shows a spinner in each card, 'Pending Requests' and 'Approved Requests', while loading", async () => {
    const stats = deferred();
    stubAdminApi({ stats: stats.answer });
    renderAdmin();

    expect(screenTitle()).toHaveTextContent('Dashboard Overview');
    expect(within(valueOf(cards(), 'Pending Requests')).getByRole('status', { name: 'Loading pending requests' })).toBeInTheDocument();
    expect(within(valueOf(cards(), 'Approved Requests')).getByRole('status', { name: 'Loading approved requests' })).toBeInTheDocument();
    expect(cards()).toHaveAttribute('aria-busy', 'true');

    await stats.release(jsonResponse({ pending: 4, approved: 27 }));
    expect(valueOf(cards(), 'Pending Requests')).toHaveTextContent(/^4$/);
    expect(valueOf(cards(), 'Approved Requests')).toHaveTextContent(/^27$/);
    expect(cards()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument();
  });

  it('shows zero counts as 0', async () => {
    stubAdminApi({ stats: { pending: 0, approved: 0 } });
    renderAdmin();
    await loaded();
    expect(valueOf(cards(), 'Pending Requests')).toHaveTextContent(/^0$/);
    expect(valueOf(cards(), 'Approved Requests')).toHaveTextContent(/^0$/);
  });

  it("replaces the screen with the red text 'Failed to load dashboard data' on a failure, and retries", async () => {
    let attempt = 0;
    const { calls } = stubAdminApi({
      stats: () => {
        attempt += 1;
        return attempt === 1 ? failure(500)() : jsonResponse({ pending: 1, approved: 2 });
      },
    });
    const { user } = renderAdmin();

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load dashboard data$/);
    expect(screen.queryByText('Pending Requests')).not.toBeInTheDocument();
    expect(screen.queryByText('Approved Requests', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screenTitle()).toHaveTextContent('Dashboard Overview');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(valueOf(cards(), 'Approved Requests')).toHaveTextContent(/^2$/);
    expect(calls(STATS_PATH)).toHaveLength(2);
  });

  it('fails the same way on an answer without counts', async () => {
    stubAdminApi({ stats: () => jsonResponse({ data: [] }) });
    renderAdmin();
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
  });

  it('ends a hung load in the failure text after REQUEST_TIMEOUT_MS.load, not an endless spinner', async () => {
    jest.useFakeTimers();
    stubAdminApi({ stats: hangs });
    renderAdmin();
    expect(screen.getAllByRole('status', { name: /^Loading/ })).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
  });
});
