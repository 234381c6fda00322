import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMENT_MESSAGES, type ApplicationVotes, type CastVote } from 'shared';
import { findToast, jsonResponse } from 'shared/testing';
import {
  deferred, failure, loaded, NO_VOTES, PENDING_PATH, renderAdmin, rowOf, stubAdminApi, votesPath, type AdminAnswers,
} from '../panel/admin.test-utils';
import { aRecord, aRequest } from '../records/records.test-utils';

afterEach(() => jest.restoreAllMocks());

const ada = aRequest({ id: 'r-1', fullName: 'Ada Lovelace', votes: { yes: 1, no: 1, abstain: 0 } });
const VOTES_PATH = votesPath('r-1');

const beard: CastVote = { adminId: 'admin-2', adminName: 'James Beard', vote: 'yes', comment: 'A fine cook.', at: '2024-03-02T15:00:00.000Z' };
const child: CastVote = { adminId: 'admin-3', adminName: 'Julia Child', vote: 'no', comment: null, at: '2024-03-02T16:30:00.000Z' };
const mine: CastVote = { adminId: 'admin-1', adminName: 'Grace Hopper', vote: 'abstain', comment: 'I know her.', at: '2024-03-03T15:00:00.000Z' };

const COMMITTEE: ApplicationVotes = {
  votes: [beard, child],
  yes: 1,
  no: 1,
  abstain: 0,
  endorsements: [
    { sponsorEmail: 'mfk@club.com', sponsorName: 'M. F. K. Fisher', isMember: true, status: 'endorsed', note: 'Known her for years.' },
    { sponsorEmail: 'stranger@example.com', sponsorName: null, isMember: false, status: 'requested', note: null },
  ],
};

/** GET gives `current`; POST answers with `next` (or as `post` says). */
const votesAnswer = (current: ApplicationVotes, post: (body: unknown) => Response | Promise<Response> = () => jsonResponse({ data: current })) =>
  (request: Request, body: unknown) => (request.method === 'POST' ? post(body) : jsonResponse({ data: current }));

async function openCommittee(answers: AdminAnswers = {}) {
  const api = stubAdminApi({ pending: [ada], votes: votesAnswer(COMMITTEE), ...answers });
  const view = renderAdmin({ path: '/admin?view=requests' });
  await loaded();
  await view.user.click(screen.getByRole('button', { name: 'View Ada Lovelace' }));
  const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
  await loaded();
  return { ...api, ...view, dialog, committee: within(dialog).getByRole('region', { name: 'Committee' }) };
}

const voteForm = (committee: HTMLElement) => within(committee).getByRole('form', { name: 'Your vote' });
const posts = (calls: ReturnType<typeof stubAdminApi>['calls']) => calls(VOTES_PATH).filter((call) => call.method === 'POST');

describe('The detail dialog: the committee', () => {
  it("shows the sponsors' answers, the votes with their totals, and an empty vote form", async () => {
    const { committee } = await openCommittee();
    const sponsors = within(committee).getByRole('list', { name: 'Sponsors' });
    expect(within(sponsors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'M. F. K. Fisher · memberEndorsed — Known her for years.',
      'stranger@example.com · not a memberNot answered yet',
    ]);
    expect(within(committee).getByRole('heading', { level: 4, name: 'Votes: 1 yes · 1 no · 0 abstain' })).toBeInTheDocument();
    const votes = within(committee).getByRole('list', { name: 'Votes' });
    expect(within(votes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'James Beard · March 2, 2024 9:00 AMYes — A fine cook.',
      'Julia Child · March 2, 2024 10:30 AMNo',
    ]);

    const form = voteForm(committee);
    const choice = within(form).getByRole('radiogroup', { name: 'Your vote' });
    expect(within(choice).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['yes', 'no', 'abstain']);
    within(choice).getAllByRole('radio').forEach((radio) => expect(radio).not.toBeChecked());
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Cast vote' })).toBeEnabled();
  });

  it("says so when nobody has voted and no sponsor was named", async () => {
    const { committee } = await openCommittee({ votes: { data: NO_VOTES } });
    expect(within(committee).getByText('No sponsors named.')).toBeInTheDocument();
    expect(within(committee).getByText('No votes yet.')).toBeInTheDocument();
    expect(within(committee).getByRole('heading', { name: 'Votes: 0 yes · 0 no · 0 abstain' })).toBeInTheDocument();
  });

  it('shows a spinner while the votes load, and a failure with a retry', async () => {
    const first = deferred();
    let attempt = 0;
    stubAdminApi({
      pending: [ada],
      votes: () => {
        attempt += 1;
        return attempt === 1 ? first.answer() : jsonResponse({ data: COMMITTEE });
      },
    });
    const { user } = renderAdmin({ path: '/admin?view=requests' });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'View Ada Lovelace' }));
    const committee = within(screen.getByRole('dialog')).getByRole('region', { name: 'Committee' });
    expect(await within(committee).findByRole('status', { name: 'Loading the votes' })).toBeInTheDocument();
    await first.release(failure(500)());
    expect(within(committee).getByRole('alert')).toHaveTextContent('Failed to load the votes');
    expect(within(committee).queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(committee).getByRole('button', { name: 'Try again' }));
    expect(await within(committee).findByRole('list', { name: 'Votes' })).toBeInTheDocument();
  });

  it("is not part of an approved member's dialog: no votes are fetched", async () => {
    const { calls } = stubAdminApi({ approved: [aRecord({ id: 'm-1', fullName: 'Alice Waters' })] });
    const { user } = renderAdmin({ path: '/admin?view=members' });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'View Alice Waters' }));
    const dialog = screen.getByRole('dialog', { name: 'Alice Waters' });
    expect(within(dialog).queryByRole('region', { name: 'Committee' })).not.toBeInTheDocument();
    expect(calls(votesPath('m-1'))).toEqual([]);
  });
});

describe('The detail dialog: casting a vote', () => {
  it('sends { vote, comment }, holds the button meanwhile, then shows the new totals; the list reloads behind', async () => {
    const answer = deferred();
    let voted = false;
    const { committee, user, calls } = await openCommittee({
      votes: votesAnswer(COMMITTEE, () => answer.answer()),
      pending: () => jsonResponse({ data: [voted ? { ...ada, votes: { yes: 2, no: 1, abstain: 0 } } : ada] }),
    });
    const form = voteForm(committee);
    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), '  Lovely answers  ');
    await user.click(within(form).getByRole('button', { name: 'Cast vote' }));

    expect(posts(calls).map((call) => call.body)).toEqual([{ vote: 'yes', comment: 'Lovely answers' }]);
    const busy = within(form).getByRole('button', { name: 'Cast vote' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    voted = true;
    const updated = { ...COMMITTEE, votes: [...COMMITTEE.votes, { ...mine, vote: 'yes', comment: 'Lovely answers' }], yes: 2 };
    await answer.release(jsonResponse({ data: updated }));
    expect(await findToast('Vote cast')).toBe('success');
    expect(within(committee).getByRole('heading', { name: 'Votes: 2 yes · 1 no · 0 abstain' })).toBeInTheDocument();
    expect(within(committee).getAllByRole('listitem').at(-1)).toHaveTextContent('Grace Hopper · March 3, 2024 9:00 AMYes — Lovely answers');
    expect(within(form).getByRole('button', { name: 'Update vote' })).toBeEnabled();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    const table = screen.getByRole('table', { name: 'Membership requests waiting for a decision' });
    await waitFor(() => expect(rowOf(table, 'Ada Lovelace')).toHaveTextContent('2 yes · 1 no · 0 abstain'));
    expect(calls(PENDING_PATH)).toHaveLength(2);
  });

  it("starts from the admin's own vote and comment, and changes it", async () => {
    const withMine = { ...COMMITTEE, votes: [...COMMITTEE.votes, mine], abstain: 1 };
    const { committee, user, calls } = await openCommittee({
      votes: votesAnswer(withMine, () => jsonResponse({ data: { ...withMine, votes: [beard, child, { ...mine, vote: 'no' }], no: 2, abstain: 0 } })),
    });
    const form = voteForm(committee);
    expect(within(form).getByRole('radio', { name: 'Abstain' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('I know her.');

    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Comment' }));
    await user.click(within(form).getByRole('button', { name: 'Update vote' }));

    expect(posts(calls).map((call) => call.body)).toEqual([{ vote: 'no' }]);
    expect(await findToast('Vote updated')).toBe('success');
    expect(within(committee).getByRole('heading', { name: 'Votes: 1 yes · 2 no · 0 abstain' })).toBeInTheDocument();
  });

  it('asks for a choice, and refuses a comment over 1,000 characters, sending nothing', async () => {
    const { committee, user, calls } = await openCommittee();
    const form = voteForm(committee);
    await user.click(within(form).getByRole('button', { name: 'Cast vote' }));
    expect(within(form).getByRole('radiogroup', { name: 'Your vote' })).toHaveAccessibleDescription('Choose Yes, No or Abstain');

    await user.click(within(form).getByRole('radio', { name: 'Abstain' }));
    const comment = within(form).getByRole('textbox', { name: 'Comment' });
    fireEvent.change(comment, { target: { value: 'x'.repeat(1001) } });
    await user.click(within(form).getByRole('button', { name: 'Cast vote' }));
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(COMMENT_MESSAGES.tooLong));
    expect(comment).toHaveFocus();
    expect(posts(calls)).toEqual([]);
  });

  it("shows the server's message when the vote is refused (409: already decided)", async () => {
    const decided = 'This application has already been decided.';
    const { committee, user } = await openCommittee({ votes: votesAnswer(COMMITTEE, () => jsonResponse({ message: decided }, 409)) });
    const form = voteForm(committee);
    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByRole('button', { name: 'Cast vote' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(decided);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Cast vote' })).toHaveFocus());
    expect(within(committee).getByRole('heading', { name: 'Votes: 1 yes · 1 no · 0 abstain' })).toBeInTheDocument();
  });
});
