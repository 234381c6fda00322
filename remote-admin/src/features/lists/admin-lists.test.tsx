import { screen, waitFor, within } from '@testing-library/react';
import type { MembershipRecord } from 'shared';
import {
  APPROVED_PATH, bodyRows, loaded, PENDING_PATH, renderAdmin, stubAdminApi,
} from '../panel/admin.test-utils';
import { aRecord } from '../records/records.test-utils';

afterEach(() => jest.restoreAllMocks());

/** `count` approved members, 'Member 01' to 'Member NN'. */
const members = (count: number): MembershipRecord[] => Array.from({ length: count }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return aRecord({ id: `m-${n}`, fullName: `Member ${n}`, email: `m${n}@club.test`, user: { id: `u-${n}`, isActive: true, profilePicture: null } });
});

const membersTable = () => screen.getByRole('table', { name: 'Approved members' });
const rowNames = () => bodyRows(membersTable()).map((row) => within(row).getByRole('rowheader').textContent);
const pages = (name: string) => screen.getByRole('navigation', { name });

async function openApproved(count = 30, path = '/admin?view=members') {
  const api = stubAdminApi({ approved: members(count) });
  const view = renderAdmin({ path });
  await loaded();
  return { ...api, ...view };
}

describe('Admin lists: the pager', () => {
  it('shows the first 25 of 30 with the counts, and Next shows the rest with the page in the URL', async () => {
    const { user, router } = await openApproved(30);
    expect(rowNames()).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    const previous = within(pages('Pages of approved members')).getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(pages('Pages of approved members')).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Showing 26–30 of 30')).toBeInTheDocument());
    expect(rowNames()).toEqual(['Member 26', 'Member 27', 'Member 28', 'Member 29', 'Member 30']);
    expect(router.state.location.search).toBe('?view=members&page=2');
    expect(within(pages('Pages of approved members')).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Showing 26–30 of 30.');
  });

  it('opens on the page a bookmarked URL names, and asks the API for it', async () => {
    const { queries } = await openApproved(30, '/admin?view=members&page=2&pageSize=10');
    expect(screen.getByText('Showing 11–20 of 30')).toBeInTheDocument();
    expect(rowNames()[0]).toBe('Member 11');
    expect(queries(APPROVED_PATH)).toEqual(['?page=2&pageSize=10']);
  });

  it('changing the rows per page goes back to the first page', async () => {
    const { user, router } = await openApproved(30, '/admin?view=members&page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(screen.getByText('Showing 1–30 of 30')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?view=members&pageSize=50');
  });

  it('moves to the last page when the URL names a page past it', async () => {
    const { router } = await openApproved(30, '/admin?view=members&page=9');
    await waitFor(() => expect(screen.getByText('Showing 26–30 of 30')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?view=members&page=2');
  });
});

describe('Admin lists: search, sort, filter and export', () => {
  it('sends the search once typing pauses, back on page 1, and keeps it in the URL', async () => {
    const { user, queries, router } = await openApproved(30, '/admin?view=members&page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' ada ');
    await waitFor(() => expect(router.state.location.search).toBe('?view=members&q=ada'));
    await waitFor(() => expect(queries(APPROVED_PATH).at(-1)).toBe('?q=ada'));
    // One call for the search, not one per keystroke.
    expect(queries(APPROVED_PATH)).toEqual(['?page=2', '?q=ada']);
  });

  it('sorts and filters by status and dates; the export link carries the view without the page', async () => {
    const { user, queries, router } = await openApproved(30);
    const toolbar = screen.getByRole('search', { name: 'Search and filter the approved members' });
    await user.selectOptions(within(toolbar).getByRole('combobox', { name: 'Sort by' }), '-name');
    await user.selectOptions(within(toolbar).getByRole('combobox', { name: 'Status' }), 'blocked');
    await waitFor(() => expect(router.state.location.search).toBe('?view=members&sort=-name&status=blocked'));
    await waitFor(() => expect(queries(APPROVED_PATH).at(-1)).toBe('?sort=-name&status=blocked'));

    const link = within(toolbar).getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/membership/approvedMembers.csv?sort=-name&status=blocked');
    expect(link).toHaveAttribute('download');

    await user.click(within(toolbar).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=members&sort=-name'));
  });

  it('exports every page of the view: the link leaves out the page and its size', async () => {
    await openApproved(30, '/admin?view=members&page=2&pageSize=10&status=active');
    const toolbar = screen.getByRole('search', { name: 'Search and filter the approved members' });
    expect(within(toolbar).getByRole('link', { name: 'Export CSV' }))
      .toHaveAttribute('href', '/api/admin/membership/approvedMembers.csv?status=active');
  });

  it('says nothing matches, and offers to clear, when a filtered view is empty', async () => {
    stubAdminApi({ approved: () => new Response(JSON.stringify({ data: [], total: 0, page: 1, pageSize: 25 }), { headers: { 'content-type': 'application/json' } }) });
    renderAdmin({ path: '/admin?view=members&q=nobody' });
    await loaded();
    expect(screen.getByText('No members found.')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches this search and these filters.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it('pages and searches the pending requests the same way', async () => {
    const requests = members(27).map((record) => ({ ...record, user: null }));
    const { queries } = stubAdminApi({ pending: requests });
    const { user, router } = renderAdmin({ path: '/admin?view=requests' });
    await loaded();
    expect(screen.getByText('Showing 1–25 of 27')).toBeInTheDocument();
    await user.click(within(pages('Pages of pending requests')).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Showing 26–27 of 27')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?view=requests&page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '-date');
    await waitFor(() => expect(queries(PENDING_PATH).at(-1)).toBe('?sort=-date'));
  });
});
