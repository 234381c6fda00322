import { screen, waitFor, within } from '@testing-library/react';
import { findToast, jsonResponse } from 'shared/testing';
import { deferred, failure, loaded, renderAdmin, stubAdminApi, type AdminAnswers } from '../panel/admin.test-utils';
import { aRequest } from '../records/records.test-utils';

afterEach(() => jest.restoreAllMocks());

const ada = aRequest({ id: 'r-1', fullName: 'Ada Lovelace' });
const NOTES_PATH = '/api/admin/membership/r-1/notes';

const firstNote = {
  id: 'n-1', text: 'Met her at the tasting.\nStrong yes.', at: '2024-03-01T18:05:00.000Z', author: { id: 'admin-2', fullName: 'Julia Child' },
};

async function openDetail(answers: AdminAnswers = {}) {
  const api = stubAdminApi({ pending: [ada], ...answers });
  const view = renderAdmin({ path: '/admin?view=requests' });
  await loaded();
  await view.user.click(screen.getByRole('button', { name: 'View Ada Lovelace' }));
  const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
  return { ...api, ...view, dialog };
}

const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

describe('Application review: notes and decision history', () => {
  it('shows each note with its author and Chicago time, and the decisions with who made them and their reason', async () => {
    const { dialog } = await openDetail({
      notes: { data: [firstNote] },
      history: {
        data: [{
          id: 'a-0', at: '2024-03-01T20:00:00.000Z', action: 'endorsed', admin: { id: 'member-9', fullName: 'Alice Waters' },
          subject: null, applicationId: 'r-1', reason: null,
        }, {
          id: 'a-1', at: '2024-03-02T15:00:00.000Z', action: 'rejected', admin: { id: 'admin-1', fullName: 'James Beard' },
          subject: null, applicationId: 'r-1', reason: 'Incomplete answers',
        }],
      },
    });
    const notes = await within(section(dialog, 'Internal Notes')).findByRole('list', { name: 'Notes' });
    expect(within(notes).getByRole('listitem')).toHaveTextContent('Julia Child · March 1, 2024 12:05 PMMet her at the tasting.');
    const history = await within(section(dialog, 'Decision History')).findByRole('list', { name: 'Decisions' });
    const [endorsed, rejected] = within(history).getAllByRole('listitem');
    // A sponsor's answer is the member's, not an admin's.
    expect(endorsed).toHaveTextContent('Alice Waters (sponsor) · March 1, 2024 2:00 PMEndorsed an application');
    expect(rejected).toHaveTextContent('James Beard · March 2, 2024 9:00 AMRejected — Incomplete answers');
  });

  it("says 'No notes yet.' and 'No decisions yet.' for a fresh application", async () => {
    const { dialog } = await openDetail();
    expect(await within(dialog).findByText('No notes yet.')).toBeInTheDocument();
    expect(await within(dialog).findByText('No decisions yet.')).toBeInTheDocument();
  });

  it('requires a note, then sends the trimmed text and adds the saved note to the list', async () => {
    const answer = deferred();
    const { dialog, user, calls } = await openDetail({
      notes: (request) => (request.method === 'POST' ? answer.answer() : jsonResponse({ data: [] })),
    });
    const box = within(dialog).getByRole('textbox', { name: 'Add a note' });
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(within(dialog).getByText('Note is required')).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(calls(NOTES_PATH).filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(box, '  Call her references  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(calls(NOTES_PATH).filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ text: 'Call her references' }]);
    expect(within(dialog).getByRole('button', { name: 'Adding...' })).toBeInTheDocument();

    await answer.release(jsonResponse({ data: { ...firstNote, id: 'n-2', text: 'Call her references' } }, 201));
    const notes = await within(dialog).findByRole('list', { name: 'Notes' });
    expect(within(notes).getByRole('listitem')).toHaveTextContent('Call her references');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("says 'Failed to add the note' and keeps the text when the note is refused", async () => {
    const { dialog, user } = await openDetail({
      notes: (request) => (request.method === 'POST' ? failure(500)() : jsonResponse({ data: [] })),
    });
    const box = within(dialog).getByRole('textbox', { name: 'Add a note' });
    await user.type(box, 'Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await findToast('Failed to add the note')).toBe('error');
    expect(box).toHaveValue('Keep me');
  });
});
