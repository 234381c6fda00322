const bandInDocument: boolean[] = [];

jest.mock('../events/events-calendar', () => ({
  EventsCalendar: () => {
    bandInDocument.push(document.getElementById('dashboard-title') !== null);
    return null;
  },
}));

import { screen, waitFor } from '@testing-library/react';
import { memberUser, renderRoutesToStringLoaded, storeWith } from 'shared/testing';
import { DashboardPage } from './dashboard-page';
import { renderDashboard, stubApi } from './dashboard.test-utils';

afterEach(() => jest.restoreAllMocks());

describe('DashboardPage: the band first', () => {
  it('commits the member\'s band before it renders the sections below it', async () => {
    stubApi();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome back,/ })).toBeInTheDocument();
    await waitFor(() => expect(bandInDocument.length).toBeGreaterThan(0));
    expect(bandInDocument[0]).toBe(true);
  });

  it('is drawn whole by the server: the sections come with the band in the first paint', async () => {
    stubApi();
    const html = await renderRoutesToStringLoaded([{ path: '/user', element: <DashboardPage /> }], {
      path: '/user', store: storeWith({ user: memberUser, confirmed: true }),
    });
    expect(html).toContain('id="dashboard-title"');
    expect(html).toContain('Members Directory');
    expect(html).toContain('Applications naming you');
    expect(html).toContain('Privacy &amp; your data');
  });
});
