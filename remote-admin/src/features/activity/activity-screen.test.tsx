import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from 'shared/testing';
import { ACTIVITY_PATH, bodyRows, loaded, openScreen, pageOf, renderAdmin, stubAdminApi } from '../panel/admin.test-utils';

afterEach(() => jest.restoreAllMocks());

const entry = (n: number) => ({
  id: `a-${n}`,
  at: '2024-03-02T15:00:00.000Z',
  action: n % 2 ? 'blocked' : 'approved',
  admin: { id: 'admin-1', fullName: 'James Beard' },
  subject: { id: `u-${n}`, fullName: `Member ${n}` },
  applicationId: null,
  reason: n % 2 ? 'Missed three dinners' : null,
});
const trail = Array.from({ length: 30 }, (_, index) => entry(index + 1));

const activityTable = () => screen.getByRole('table', { name: 'Actions of the admins, newest first' });

describe('Activity', () => {
  it('is in the side menu and shows who did what, to whom, when and why, 25 a page', async () => {
    stubAdminApi({ activity: (request) => jsonResponse(pageOf(trail, request)) });
    const { user, router } = renderAdmin();
    await openScreen(user, 'Activity');
    await loaded();
    expect(router.state.location.search).toBe('?view=activity');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Activity');
    expect(within(activityTable()).getAllByRole('columnheader').map((th) => th.textContent))
      .toEqual(['When', 'Admin', 'Action', 'Member', 'Reason']);
    const first = bodyRows(activityTable())[0]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('March 2, 2024 9:00 AM');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent))
      .toEqual(['James Beard', 'Blocked', 'Member 1', 'Missed three dinners']);
    expect(bodyRows(activityTable())).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument();
  });

  it('filters by action and days in the URL and the API query; the export follows the filter', async () => {
    const { queries } = stubAdminApi({ activity: (request) => jsonResponse(pageOf(trail, request)) });
    const { user, router } = renderAdmin({ path: '/admin?view=activity&page=2' });
    await loaded();
    expect(screen.getByText('Showing 26–30 of 30')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'blocked');
    await waitFor(() => expect(router.state.location.search).toBe('?view=activity&action=blocked'));
    await waitFor(() => expect(queries(ACTIVITY_PATH).at(-1)).toBe('?action=blocked'));
    expect(screen.getByRole('link', { name: 'Export CSV' }))
      .toHaveAttribute('href', '/api/admin/activity.csv?action=blocked');
  });

  it("shows an admin's dinner actions with the dinner, and filters by them", async () => {
    const checkIn = {
      ...entry(1), id: 'd-1', action: 'dinner-checked-in', reason: null, dinner: { id: 'dn-1', title: 'Spring market supper' },
    };
    const cancel = {
      ...entry(2), id: 'd-2', action: 'dinner-cancelled', subject: null, reason: 'The venue flooded', dinner: { id: 'dn-2', title: 'Lakeside picnic' },
    };
    const { queries } = stubAdminApi({ activity: (request) => jsonResponse(pageOf([checkIn, cancel], request)) });
    const { user, router } = renderAdmin({ path: '/admin?view=activity' });
    await loaded();
    const [first, second] = bodyRows(activityTable());
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['James Beard', 'Checked in', 'Member 1 (Spring market supper)', '—None']);
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent))
      .toEqual(['James Beard', 'Dinner cancelled', 'Lakeside picnic', 'The venue flooded']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'dinner-cancelled');
    await waitFor(() => expect(router.state.location.search).toBe('?view=activity&action=dinner-cancelled'));
    await waitFor(() => expect(queries(ACTIVITY_PATH).at(-1)).toBe('?action=dinner-cancelled'));
  });

  it("names the admissions' actions (a sponsor's answer by the member), and offers them in the filter", async () => {
    const steps = [
      { ...entry(1), id: 'v-1', action: 'voted', reason: 'yes: A fine cook' },
      { ...entry(2), id: 'v-2', action: 'endorsed', admin: { id: 'u-9', fullName: 'Julia Child' }, reason: null },
      { ...entry(3), id: 'v-3', action: 'sponsor-declined', admin: { id: 'u-9', fullName: 'Julia Child' }, reason: null },
      { ...entry(4), id: 'v-4', action: 'admissions-changed', subject: null, reason: 'quorum 0 → 2' },
    ];
    const { queries } = stubAdminApi({ activity: (request) => jsonResponse(pageOf(steps, request)) });
    const { user, router } = renderAdmin({ path: '/admin?view=activity' });
    await loaded();
    expect(bodyRows(activityTable()).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['James Beard', 'Voted', 'Member 1', 'yes: A fine cook'],
      ['Julia Child (sponsor)', 'Endorsed an application', 'Member 2', '—None'],
      ['Julia Child (sponsor)', 'Declined to endorse', 'Member 3', '—None'],
      ['James Beard', 'Changed the admission rules', '—None', 'quorum 0 → 2'],
    ]);
    const filter = screen.getByRole('combobox', { name: 'Action' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining([
      'Voted', 'Endorsed an application', 'Declined to endorse', 'Changed the admission rules',
    ]));
    await user.selectOptions(filter, 'admissions-changed');
    await waitFor(() => expect(router.state.location.search).toBe('?view=activity&action=admissions-changed'));
    await waitFor(() => expect(queries(ACTIVITY_PATH).at(-1)).toBe('?action=admissions-changed'));
  });

  it("says 'No activity yet.' when the trail is empty", async () => {
    stubAdminApi();
    renderAdmin({ path: '/admin?view=activity' });
    await loaded();
    expect(screen.getByText('No activity yet.')).toBeInTheDocument();
  });
});
