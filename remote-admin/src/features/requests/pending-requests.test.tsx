import { screen, waitFor, within } from '@testing-library/react';
import { findToast, jsonResponse } from 'shared/testing';
import {
  ALREADY_DECIDED, bodyRows, deferred, failure, loaded, menuItem, openScreen, ok, PENDING_PATH, renderAdmin, RESPOND_PATH, rowButtons, rowOf,
  screenTitle, shownText, stubAdminApi, type AdminAnswers,
} from '../panel/admin.test-utils';
import { aRequest } from '../records/records.test-utils';

afterEach(() => jest.restoreAllMocks());

const ada = aRequest({ id: 'r-1', fullName: 'Ada Lovelace', email: 'ada@analytical.org', phoneNumber: '+13125550100', profession: 'Engineer' });
const grace = aRequest({ id: 'r-2', fullName: 'Grace Hopper', email: 'grace@navy.mil', phoneNumber: null, profession: null });

/** The admin panel on Pending Requests, loaded. */
async function openRequests(answers: AdminAnswers = {}) {
  const api = stubAdminApi({ pending: [ada, grace], ...answers });
  const view = renderAdmin();
  await openScreen(view.user, 'Membership Requests');
  await loaded();
  return { ...api, ...view };
}

const table = () => screen.getByRole('table', { name: 'Membership requests waiting for a decision' });
const rowNames = () => bodyRows(table()).map((row) => within(row).getByRole('rowheader').textContent);
const respondCalls = (calls: ReturnType<typeof stubAdminApi>['calls']) => calls(RESPOND_PATH);
const dialog = () => screen.getByRole('dialog', { name: 'Provide a rejection reason' });
const reasonBox = () => within(dialog()).getByRole('textbox', { name: 'Rejection reason' });

describe('Pending Requests: loading, empty, failure', () => {
  it("shows a spinner while loading, then the table", async () => {
    const list = deferred();
    stubAdminApi({ pending: list.answer });
    const { user } = renderAdmin();
    await user.click(menuItem('Membership Requests'));
    expect(await screen.findByRole('status', { name: 'Loading requests' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await list.release(jsonResponse({ data: [ada] }));
    expect(screen.queryByRole('status', { name: 'Loading requests' })).not.toBeInTheDocument();
    expect(rowNames()).toEqual(['Ada Lovelace']);
  });

  it("says 'No pending requests' when there are none", async () => {
    await openRequests({ pending: [] });
    expect(screen.getByText('No pending requests')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("replaces the screen with the red text 'Failed to load requests', and retries", async () => {
    let attempt = 0;
    const { user, calls } = await openRequests({
      pending: () => {
        attempt += 1;
        return attempt === 1 ? failure(503)() : jsonResponse({ data: [grace] });
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load requests$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(rowNames()).toEqual(['Grace Hopper']);
    expect(calls(PENDING_PATH)).toHaveLength(2);
  });
});

describe('Pending Requests: the table', () => {
  it('is a real table: caption, column headers (scope col) and the name heading each row', async () => {
    await openRequests();
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Full Name', 'Email', 'Phone', 'Profession', 'Progress', 'Action']);
    headers.forEach((th) => expect(th).toHaveAttribute('scope', 'col'));
    expect(table().querySelector('caption')).toHaveTextContent('Membership requests waiting for a decision');
    expect(within(table()).getAllByRole('rowheader').map((th) => th.getAttribute('scope'))).toEqual(['row', 'row']);
    expect(rowNames()).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it("shows each request's name, e-mail, phone and profession, 'N/A' when missing", async () => {
    await openRequests();
    const cells = (name: string) => within(rowOf(table(), name)).getAllByRole('cell').slice(0, 3).map((td) => td.textContent);
    expect(cells('Ada Lovelace')).toEqual(['ada@analytical.org', '+13125550100', 'Engineer']);
    expect(cells('Grace Hopper')).toEqual(['grace@navy.mil', 'N/A', 'N/A']);
  });

  it('labels every cell with its column, for the stacked cards of a phone', async () => {
    await openRequests();
    const row = rowOf(table(), 'Ada Lovelace');
    expect([within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.getAttribute('data-label')))
      .toEqual(['Full Name', 'Email', 'Phone', 'Profession', 'Progress', 'Action']);
  });

  it("shows the committee's progress in words: the votes, and the sponsors' answers when any were named", async () => {
    await openRequests({
      pending: [
        { ...ada, votes: { yes: 2, no: 1, abstain: 0 }, endorsements: { requested: 1, endorsed: 1, declined: 0 } },
        { ...grace, endorsements: { requested: 0, endorsed: 1, declined: 1 } },
        aRequest({ id: 'r-3', fullName: 'Julia Child' }),
      ],
    });
    const progress = (name: string) => within(rowOf(table(), name)).getAllByRole('cell')[3]!;
    expect(progress('Ada Lovelace')).toHaveAttribute('data-label', 'Progress');
    expect(progress('Ada Lovelace')).toHaveTextContent(/^2 yes · 1 no · 0 abstainSponsors: 1 of 2 endorsed$/);
    expect(progress('Grace Hopper')).toHaveTextContent(/^0 yes · 0 no · 0 abstainSponsors: 1 of 2 endorsed$/);
    expect(progress('Julia Child')).toHaveTextContent(/^0 yes · 0 no · 0 abstain$/);
  });

  it('offers View, Accept and Reject on each row, named with whose request it is', async () => {
    await openRequests();
    const row = rowOf(table(), 'Ada Lovelace');
    expect(rowButtons(row)).toEqual(['View', 'Accept', 'Reject']);
    expect(within(row).getByRole('button', { name: 'Accept Ada Lovelace' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Reject Ada Lovelace' })).toBeEnabled();
  });

  it('View opens the detail modal of that request', async () => {
    const { user } = await openRequests();
    await user.click(screen.getByRole('button', { name: 'View Grace Hopper' }));
    const detail = screen.getByRole('dialog', { name: 'Grace Hopper' });
    expect(within(detail).getByText('Approved At').closest('section')).toHaveTextContent('Not available');
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Grace Hopper' })).toHaveFocus();
  });
});

describe('Pending Requests: Accept', () => {
  it("sends { adminId, action: 'approved' } for that request, reads 'Processing...' meanwhile, then the row leaves", async () => {
    const answer = deferred();
    const { user, calls } = await openRequests({ respond: answer.answer });

    await user.click(screen.getByRole('button', { name: 'Accept Ada Lovelace' }));

    const row = rowOf(table(), 'Ada Lovelace');
    const busy = within(row).getByRole('button', { name: /^Processing\.\.\./ });
    expect(shownText(busy)).toBe('Processing...');
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(row).getByRole('button', { name: 'Reject Ada Lovelace' })).toBeDisabled();
    // Only that row is busy.
    const other = rowOf(table(), 'Grace Hopper');
    expect(rowButtons(other)).toEqual(['View', 'Accept', 'Reject']);
    within(other).getAllByRole('button').forEach((button) => expect(button).toBeEnabled());

    expect(respondCalls(calls)).toEqual([
      { method: 'POST', path: '/api/admin/membership/respond/r-1', body: { adminId: 'admin-1', action: 'approved' } },
    ]);

    await answer.release(ok());
    expect(await findToast('Request accepted successfully')).toBe('success');
    expect(rowNames()).toEqual(['Grace Hopper']);
    expect(screenTitle()).toHaveFocus();
  });

  it("says 'Failed to accept request' on a failure, and the request still leaves the list", async () => {
    const { user } = await openRequests({ respond: failure(500) });
    await user.click(screen.getByRole('button', { name: 'Accept Ada Lovelace' }));
    expect(await findToast('Failed to accept request')).toBe('error');
    expect(rowNames()).toEqual(['Grace Hopper']);
  });

  it("says why in the server's words when another admin decided first (409), and the reload takes the request off", async () => {
    const { user, calls } = await openRequests({ respond: () => jsonResponse({ message: ALREADY_DECIDED }, 409) });
    await user.click(screen.getByRole('button', { name: 'Accept Grace Hopper' }));
    expect(await findToast(ALREADY_DECIDED)).toBe('error');
    await waitFor(() => expect(rowNames()).toEqual(['Ada Lovelace']));
    expect(calls(PENDING_PATH)).toHaveLength(2);
  });

  it("shows the server's reason when the admission rules are not met (409), and the request stays", async () => {
    const quorum = 'The committee has not reached its quorum: 2 yes votes needed, 1 so far.';
    const { user, calls } = await openRequests({ respond: () => jsonResponse({ message: quorum }, 409) });
    await user.click(screen.getByRole('button', { name: 'Accept Ada Lovelace' }));
    expect(await findToast(quorum)).toBe('error');
    expect(rowNames()).toEqual(['Ada Lovelace', 'Grace Hopper']);
    await waitFor(() => expect(calls(PENDING_PATH)).toHaveLength(2));
    await loaded();
    expect(rowNames()).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(within(rowOf(table(), 'Ada Lovelace')).getByRole('button', { name: 'Accept Ada Lovelace' })).toBeEnabled();
    expect(screen.queryByText('Request accepted successfully')).not.toBeInTheDocument();
  });

  it("shows 'No pending requests' once the last one has left", async () => {
    const { user } = await openRequests({ pending: [ada] });
    await user.click(screen.getByRole('button', { name: 'Accept Ada Lovelace' }));
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
    expect(screenTitle()).toHaveFocus();
  });

  it('lets two requests be decided at once, each row busy on its own', async () => {
    const first = deferred();
    const second = deferred();
    const answers = [first, second];
    const { user } = await openRequests({ respond: () => answers.shift()!.answer() });
    await user.click(screen.getByRole('button', { name: 'Accept Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Accept Grace Hopper' }));
    expect(screen.getAllByRole('button', { name: /^Processing\.\.\./ })).toHaveLength(2);
    await second.release(ok());
    expect(rowNames()).toEqual(['Ada Lovelace']);
    expect(within(rowOf(table(), 'Ada Lovelace')).getByRole('button', { name: /^Processing/ })).toBeDisabled();
    await first.release(ok());
    expect(screen.getByText('No pending requests')).toBeInTheDocument();
  });
});

describe('Pending Requests: Reject', () => {
  it("opens 'Provide a rejection reason' with a labelled textarea ('Enter reason...'), Cancel and Reject", async () => {
    const { user } = await openRequests();
    await user.click(screen.getByRole('button', { name: 'Reject Ada Lovelace' }));
    expect(dialog()).toBeInTheDocument();
    expect(reasonBox()).toHaveAttribute('placeholder', 'Enter reason...');
    expect(reasonBox().tagName).toBe('TEXTAREA');
    expect(reasonBox()).toHaveFocus();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('Cancel closes it without a call, and focus returns to the row', async () => {
    const { user, calls } = await openRequests();
    await user.click(screen.getByRole('button', { name: 'Reject Ada Lovelace' }));
    await user.type(reasonBox(), 'Not now');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(respondCalls(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Reject Ada Lovelace' })).toHaveFocus();
    expect(rowNames()).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it.each([['empty', ''], ['blank', '   ']])(
    "says 'Rejection reason is required' for an %s reason and sends nothing; typing clears it",
    async (_label, typed) => {
      const { user, calls } = await openRequests();
      await user.click(screen.getByRole('button', { name: 'Reject Ada Lovelace' }));
      if (typed) await user.type(reasonBox(), typed);
      await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));

      expect(within(dialog()).getByText('Rejection reason is required')).toBeInTheDocument();
      expect(reasonBox()).toHaveAttribute('aria-invalid', 'true');
      expect(reasonBox()).toHaveAccessibleDescription('Rejection reason is required');
      expect(reasonBox()).toHaveFocus();
      expect(respondCalls(calls)).toEqual([]);

      await user.type(reasonBox(), 'x');
      expect(within(dialog()).queryByText('Rejection reason is required')).not.toBeInTheDocument();
      expect(reasonBox()).not.toHaveAttribute('aria-invalid');
      expect(respondCalls(calls)).toEqual([]);
    },
  );

  it("sends the trimmed reason, reads 'Processing...' and holds the dialog meanwhile, then the row leaves", async () => {
    const answer = deferred();
    const { user, calls } = await openRequests({ respond: answer.answer });
    await user.click(screen.getByRole('button', { name: 'Reject Grace Hopper' }));
    await user.type(reasonBox(), '  Incomplete application  ');
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));

    expect(respondCalls(calls)).toEqual([{
      method: 'POST',
      path: '/api/admin/membership/respond/r-2',
      body: { adminId: 'admin-1', action: 'rejected', rejectionReason: 'Incomplete application' },
    }]);
    const busy = within(dialog()).getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    expect(within(rowOf(table(), 'Grace Hopper')).getByRole('button', { name: 'Accept Grace Hopper' })).toBeDisabled();

    await answer.release(ok());
    expect(await findToast('Request rejected successfully')).toBe('success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowNames()).toEqual(['Ada Lovelace']);
    await waitFor(() => expect(screenTitle()).toHaveFocus());
  });

  it("says 'Failed to reject request' on a failure; the dialog closes and the request still leaves", async () => {
    const { user } = await openRequests({ respond: failure(500) });
    await user.click(screen.getByRole('button', { name: 'Reject Ada Lovelace' }));
    await user.type(reasonBox(), 'Duplicate');
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(await findToast('Failed to reject request')).toBe('error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowNames()).toEqual(['Grace Hopper']);
  });
});
