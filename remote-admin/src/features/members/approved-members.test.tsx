import { screen, waitFor, within } from '@testing-library/react';
import { findToast, jsonResponse } from 'shared/testing';
import {
  APPROVED_PATH, ATTENDANCE_PATH, bodyRows, CHANGE_PATH, deferred, failure, loaded, menuItem, openScreen, ok, renderAdmin, rowButtons, rowOf,
  shownText, stubAdminApi, valueOf, type AdminAnswers,
} from '../panel/admin.test-utils';
import { aRecord } from '../records/records.test-utils';

afterEach(() => jest.restoreAllMocks());

const ada = aRecord({
  id: 'm-1', fullName: 'Ada Lovelace', email: 'ada@analytical.org', phoneNumber: '+13125550100', profession: 'Engineer',
  user: { id: 'u-1', isActive: true, profilePicture: null },
});
const grace = aRecord({
  id: 'm-2', fullName: 'Grace Hopper', email: 'grace@navy.mil', phoneNumber: null, profession: null,
  user: { id: 'u-2', isActive: false, profilePicture: 'https://storage.example/grace.png' },
});

/** The admin panel on Approved Members, loaded. */
async function openMembers(answers: AdminAnswers = {}) {
  const api = stubAdminApi({ approved: [ada, grace], ...answers });
  const view = renderAdmin();
  await openScreen(view.user, 'Approved Requests');
  await loaded();
  return { ...api, ...view };
}

const table = () => screen.getByRole('table', { name: 'Approved members' });
const rowNames = () => bodyRows(table()).map((row) => within(row).getByRole('rowheader').textContent);
const blockDialog = (name = 'Ada Lovelace') => screen.getByRole('dialog', { name: `Deactivate ${name}` });
const reasonBox = () => within(blockDialog()).getByRole('textbox', { name: 'Reason' });

describe('Approved Members: loading, empty, failure', () => {
  it('shows a spinner while loading, then the table', async () => {
    const list = deferred();
    stubAdminApi({ approved: list.answer });
    const { user } = renderAdmin();
    await user.click(menuItem('Approved Requests'));
    expect(await screen.findByRole('status', { name: 'Loading members' })).toBeInTheDocument();
    await list.release(jsonResponse({ data: [ada] }));
    expect(rowNames()).toEqual(['Ada Lovelace']);
  });

  it("says 'No members found.' when there are none", async () => {
    await openMembers({ approved: [] });
    expect(screen.getByText('No members found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("replaces the screen with the red text 'Failed to load members', and retries", async () => {
    let attempt = 0;
    const { user, calls } = await openMembers({
      approved: () => {
        attempt += 1;
        return attempt === 1 ? failure(500)() : jsonResponse({ data: [ada] });
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load members$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(rowNames()).toEqual(['Ada Lovelace']);
    expect(calls(APPROVED_PATH)).toHaveLength(2);
  });
});

describe('Approved Members: the table', () => {
  it('has the same columns as the requests, and the name heading each row', async () => {
    await openMembers();
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent))
      .toEqual(['Full Name', 'Email', 'Phone', 'Profession', 'Action']);
    expect(rowNames()).toEqual(['Ada Lovelace', 'Grace Hopper Inactive']);
    const cells = within(rowOf(table(), 'Grace Hopper')).getAllByRole('cell').slice(0, 3).map((td) => td.textContent);
    expect(cells).toEqual(['grace@navy.mil', 'N/A', 'N/A']);
  });

  it('offers View and Block for an active member, View and Unblock for an inactive one (marked Inactive)', async () => {
    await openMembers();
    expect(rowButtons(rowOf(table(), 'Ada Lovelace'))).toEqual(['View', 'Block']);
    expect(rowButtons(rowOf(table(), 'Grace Hopper'))).toEqual(['View', 'Unblock']);
    expect(within(rowOf(table(), 'Grace Hopper')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf(table(), 'Ada Lovelace')).queryByText('Inactive')).not.toBeInTheDocument();
  });

  it('offers only View for a member without a user account', async () => {
    await openMembers({ approved: [aRecord({ id: 'm-9', fullName: 'Hedy Lamarr', user: null })] });
    expect(rowButtons(rowOf(table(), 'Hedy Lamarr'))).toEqual(['View']);
  });

  it('View opens the detail modal of that member', async () => {
    const { user } = await openMembers();
    await user.click(screen.getByRole('button', { name: 'View Grace Hopper' }));
    const detail = screen.getByRole('dialog', { name: 'Grace Hopper' });
    expect(within(detail).getByRole('img', { name: 'Grace Hopper' })).toHaveAttribute('src', 'https://storage.example/grace.png');
  });

  it("shows the member's dinners in the detail modal: attended, no-shows, upcoming, waitlisted", async () => {
    const { user, calls } = await openMembers({
      attendance: () => jsonResponse({ data: { attended: 3, noShows: 2, upcoming: 1, waitlisted: 0 } }),
    });
    await user.click(screen.getByRole('button', { name: 'View Ada Lovelace' }));
    const dinners = within(screen.getByRole('dialog', { name: 'Ada Lovelace' })).getByRole('region', { name: 'Dinners' });
    await waitFor(() => expect(valueOf(dinners, 'No-shows')).toHaveTextContent(/^2$/));
    expect(valueOf(dinners, 'Attended')).toHaveTextContent(/^3$/);
    expect(valueOf(dinners, 'Upcoming')).toHaveTextContent(/^1$/);
    expect(calls(`${ATTENDANCE_PATH}u-1`)).toHaveLength(1);
  });
});

describe('Approved Members: Block', () => {
  it("opens 'Deactivate {name}' asking 'Please provide a reason for deactivation:', with Cancel and Block", async () => {
    const { user } = await openMembers();
    await user.click(screen.getByRole('button', { name: 'Block Ada Lovelace' }));
    expect(blockDialog()).toHaveAccessibleDescription('Please provide a reason for deactivation:');
    expect(within(blockDialog()).getByText('Please provide a reason for deactivation:')).toBeInTheDocument();
    expect(reasonBox().tagName).toBe('TEXTAREA');
    expect(reasonBox()).toHaveFocus();
    expect(within(blockDialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(blockDialog()).getByRole('button', { name: 'Block' })).toBeEnabled();
  });

  it('Cancel closes it without a call', async () => {
    const { user, calls } = await openMembers();
    await user.click(screen.getByRole('button', { name: 'Block Ada Lovelace' }));
    await user.click(within(blockDialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(CHANGE_PATH)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Block Ada Lovelace' })).toHaveFocus();
  });

  it.each([['empty', ''], ['blank', ' \n ']])(
    "says 'Reason is required' for an %s reason and sends nothing; typing clears it",
    async (_label, typed) => {
      const { user, calls } = await openMembers();
      await user.click(screen.getByRole('button', { name: 'Block Ada Lovelace' }));
      if (typed) await user.type(reasonBox(), typed);
      await user.click(within(blockDialog()).getByRole('button', { name: 'Block' }));
      expect(within(blockDialog()).getByText('Reason is required')).toBeInTheDocument();
      expect(reasonBox()).toHaveAttribute('aria-invalid', 'true');
      expect(calls(CHANGE_PATH)).toEqual([]);
      await user.type(reasonBox(), 'R');
      expect(within(blockDialog()).queryByText('Reason is required')).not.toBeInTheDocument();
      expect(calls(CHANGE_PATH)).toEqual([]);
    },
  );

  it("sends { userId, isVerified: false, reason }, reads 'Blocking...' meanwhile, then the row shows Unblock", async () => {
    const answer = deferred();
    const { user, calls } = await openMembers({ change: answer.answer });
    await user.click(screen.getByRole('button', { name: 'Block Ada Lovelace' }));
    await user.type(reasonBox(), '  Rude to the staff ');
    await user.click(within(blockDialog()).getByRole('button', { name: 'Block' }));

    expect(calls(CHANGE_PATH)).toEqual([{
      method: 'POST', path: CHANGE_PATH, body: { userId: 'u-1', isVerified: false, reason: 'Rude to the staff' },
    }]);
    const busy = within(blockDialog()).getByRole('button', { name: 'Blocking...' });
    expect(busy).toBeDisabled();
    expect(within(blockDialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await answer.release(ok());
    expect(await findToast('Member blocked successfully!')).toBe('success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = rowOf(table(), 'Ada Lovelace');
    expect(rowButtons(row)).toEqual(['View', 'Unblock']);
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    // The same button, now Unblock, has focus back.
    expect(within(row).getByRole('button', { name: 'Unblock Ada Lovelace' })).toHaveFocus();
  });

  it("says 'Failed to block member' on a failure; the dialog still closes and the member stays active", async () => {
    const { user } = await openMembers({ change: failure(500) });
    await user.click(screen.getByRole('button', { name: 'Block Ada Lovelace' }));
    await user.type(reasonBox(), 'Rude');
    await user.click(within(blockDialog()).getByRole('button', { name: 'Block' }));
    expect(await findToast('Failed to block member')).toBe('error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowButtons(rowOf(table(), 'Ada Lovelace'))).toEqual(['View', 'Block']);
  });
});

describe('Approved Members: Unblock', () => {
  it("sends { userId, isVerified: true }, reads 'Unblocking...' meanwhile, then the row shows Block", async () => {
    const answer = deferred();
    const { user, calls } = await openMembers({ change: answer.answer });
    await user.click(screen.getByRole('button', { name: 'Unblock Grace Hopper' }));

    expect(calls(CHANGE_PATH)).toEqual([{ method: 'POST', path: CHANGE_PATH, body: { userId: 'u-2', isVerified: true } }]);
    const busy = within(rowOf(table(), 'Grace Hopper')).getByRole('button', { name: /^Unblocking\.\.\./ });
    expect(shownText(busy)).toBe('Unblocking...');
    expect(busy).toBeDisabled();
    expect(rowButtons(rowOf(table(), 'Ada Lovelace'))).toEqual(['View', 'Block']);

    await answer.release(ok());
    expect(await findToast('Status updated successfully!')).toBe('success');
    const row = rowOf(table(), 'Grace Hopper');
    expect(rowButtons(row)).toEqual(['View', 'Block']);
    expect(within(row).queryByText('Inactive')).not.toBeInTheDocument();
  });

  it("says 'Failed to update member status' on a failure and keeps Unblock", async () => {
    const { user } = await openMembers({ change: failure(500) });
    await user.click(screen.getByRole('button', { name: 'Unblock Grace Hopper' }));
    expect(await findToast('Failed to update member status')).toBe('error');
    expect(rowButtons(rowOf(table(), 'Grace Hopper'))).toEqual(['View', 'Unblock']);
  });

  it('switches Block and Unblock back and forth', async () => {
    const { user, calls } = await openMembers();
    await user.click(screen.getByRole('button', { name: 'Block Ada Lovelace' }));
    await user.type(reasonBox(), 'Late fees');
    await user.click(within(blockDialog()).getByRole('button', { name: 'Block' }));
    await user.click(await screen.findByRole('button', { name: 'Unblock Ada Lovelace' }));
    expect(await screen.findByRole('button', { name: 'Block Ada Lovelace' })).toBeEnabled();
    expect(calls(CHANGE_PATH).map((call) => call.body)).toEqual([
      { userId: 'u-1', isVerified: false, reason: 'Late fees' },
      { userId: 'u-1', isVerified: true },
    ]);
  });
});
