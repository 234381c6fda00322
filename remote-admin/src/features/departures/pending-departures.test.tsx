import { screen, within } from '@testing-library/react';
import { findToast, jsonResponse } from 'shared/testing';
import { failure, loaded, renderAdmin, stubAdminApi, type AdminAnswers } from '../panel/admin.test-utils';

afterEach(() => jest.restoreAllMocks());

const leaving = {
  userId: 'u-9', fullName: 'Ada Lovelace', email: 'ada@analytical.org',
  requestedAt: '2024-03-01T18:00:00.000Z', eraseAfter: '2024-03-31T18:00:00.000Z',
};
const ERASE_PATH = '/api/admin/departures/u-9/erase';

async function openMembers(answers: AdminAnswers = {}) {
  const api = stubAdminApi({ departures: { data: [leaving] }, ...answers });
  const view = renderAdmin({ path: '/admin?view=members' });
  await loaded();
  return { ...api, ...view };
}

const card = () => screen.getByRole('region', { name: 'Leaving the club' });

describe('Approved Members: members leaving the club', () => {
  it('lists who asked to leave, when, and the day their data is erased', async () => {
    await openMembers();
    expect(within(card()).getByText('One member has', { exact: false })).toBeInTheDocument();
    const item = within(card()).getByRole('listitem');
    expect(item).toHaveTextContent('Ada Lovelace');
    expect(item).toHaveTextContent('AskedMarch 1, 2024');
    expect(item).toHaveTextContent('Erased afterMarch 31, 2024');
  });

  it('shows nothing when no one is leaving', async () => {
    await openMembers({ departures: { data: [] } });
    expect(screen.queryByRole('region', { name: 'Leaving the club' })).not.toBeInTheDocument();
  });

  it('Erase now asks first; Cancel sends nothing', async () => {
    const { user, calls } = await openMembers();
    await user.click(within(card()).getByRole('button', { name: 'Erase now Ada Lovelace' }));
    const confirm = screen.getByRole('dialog', { name: 'Erase Ada Lovelace’s data now?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(ERASE_PATH)).toEqual([]);
  });

  it('erases on confirmation, says so, and the member leaves the card', async () => {
    const { user, calls } = await openMembers({ erase: () => jsonResponse({ message: 'Erased' }) });
    await user.click(within(card()).getByRole('button', { name: 'Erase now Ada Lovelace' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase now' }));
    expect(await findToast('Erased')).toBe('success');
    expect(calls(ERASE_PATH).map((call) => call.method)).toEqual(['POST']);
    expect(screen.queryByRole('region', { name: 'Leaving the club' })).not.toBeInTheDocument();
  });

  it("says 'Failed to erase the member’s data' when the erasure fails", async () => {
    const { user } = await openMembers({ erase: failure(500) });
    await user.click(within(card()).getByRole('button', { name: 'Erase now Ada Lovelace' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase now' }));
    expect(await findToast('Failed to erase the member’s data')).toBe('error');
  });
});
