import { screen, waitFor, within } from '@testing-library/react';
import { ADMISSION_NOTE_MAX_LENGTH, ADMISSION_NOTE_MESSAGES } from 'shared';
import { findToast, hangs, jsonResponse } from 'shared/testing';
import {
  aSponsorship, findList, inItem, itemOf, renderSponsorships, SPONSORSHIPS_PATH, stubSponsorshipsApi,
} from './sponsorships.test-utils';

afterEach(() => jest.restoreAllMocks());

const NOTE = 'Note for the committee (optional)';
const button = (name: string, label: string | RegExp) => inItem(name).getByRole('button', { name: label });
const noteField = (name: string) => inItem(name).getByRole('textbox', { name: NOTE });

/** An answer the test settles itself: `respond` sends it. */
function heldAnswer() {
  let respond!: (response: Response) => void;
  const answer = () => new Promise<Response>((resolve) => { respond = resolve; });
  return { answer, respond: (response: Response) => respond(response) };
}

describe('Applications naming you: the list', () => {
  it('lists each application with its applicant, the day it was sent and where the member’s answer stands', async () => {
    stubSponsorshipsApi({
      list: [
        aSponsorship({ id: 'sp-1', applicantName: 'Grace Hopper' }),
        aSponsorship({
          id: 'sp-2', applicantName: 'Katherine Johnson', submittedAt: '2024-02-14T12:00:00.000Z', status: 'endorsed', note: 'We sang in the same choir.',
        }),
        aSponsorship({ id: 'sp-3', applicantName: 'Alan Turing', submittedAt: '2024-01-05T12:00:00.000Z', status: 'declined' }),
      ],
    });
    renderSponsorships();
    const region = screen.getByRole('region', { name: 'Applications naming you' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Applications naming you' })).toBeInTheDocument();
    const list = await findList();
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getByRole('heading', { level: 3 }).textContent))
      .toEqual(['Grace Hopper', 'Katherine Johnson', 'Alan Turing']);

    expect(itemOf('Grace Hopper')).toHaveTextContent('Applied March 1, 2024');
    expect(inItem('Grace Hopper').getByText('March 1, 2024')).toHaveAttribute('dateTime', '2024-03-01T12:00:00.000Z');
    expect(inItem('Grace Hopper').getByText('Awaiting your answer')).toBeInTheDocument();
    expect(inItem('Grace Hopper').queryByText('Your note')).not.toBeInTheDocument();
    expect(noteField('Grace Hopper')).toHaveValue('');
    expect(button('Grace Hopper', 'Endorse')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Grace Hopper', 'Decline')).toHaveAttribute('aria-pressed', 'false');

    expect(itemOf('Katherine Johnson')).toHaveTextContent('Applied February 14, 2024');
    expect(inItem('Katherine Johnson').getByText('You endorsed this application')).toBeInTheDocument();
    expect(inItem('Katherine Johnson').getByText('Your note').parentElement).toHaveTextContent('Your noteWe sang in the same choir.');
    expect(button('Katherine Johnson', 'Endorse')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Katherine Johnson', 'Decline')).toHaveAttribute('aria-pressed', 'false');

    expect(inItem('Alan Turing').getByText('You declined to endorse')).toBeInTheDocument();
    expect(button('Alan Turing', 'Endorse')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Alan Turing', 'Decline')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a decided application read-only: the answer and the note, no field and no buttons', async () => {
    stubSponsorshipsApi({
      list: [
        aSponsorship({ id: 'sp-1', applicantName: 'Grace Hopper', status: 'endorsed', note: 'A fine cook.', decided: true }),
        aSponsorship({ id: 'sp-2', applicantName: 'Alan Turing', status: 'requested', decided: true }),
      ],
    });
    renderSponsorships();
    await findList();
    const grace = inItem('Grace Hopper');
    expect(grace.getByText('You endorsed this application')).toBeInTheDocument();
    expect(grace.getByText('A fine cook.')).toBeInTheDocument();
    expect(grace.getByText('The committee has decided on this application.')).toBeInTheDocument();
    expect(grace.queryByRole('textbox')).not.toBeInTheDocument();
    expect(grace.queryByRole('button')).not.toBeInTheDocument();
    // Decided without the member's answer: no longer awaited.
    expect(inItem('Alan Turing').getByText('You did not answer')).toBeInTheDocument();
    expect(inItem('Alan Turing').queryByText('Awaiting your answer')).not.toBeInTheDocument();
    expect(inItem('Alan Turing').queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'No applications name you.' when none does, and keeps the section", async () => {
    stubSponsorshipsApi({ list: [] });
    renderSponsorships();
    expect(await screen.findByText('No applications name you.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Applications naming you' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('Applications naming you: loading', () => {
  it('asks for the member’s applications and shows a spinner until they come', async () => {
    let respond!: (response: Response) => void;
    const { calls } = stubSponsorshipsApi({ list: () => new Promise<Response>((resolve) => { respond = resolve; }) });
    renderSponsorships();
    expect(screen.getByRole('status', { name: 'Loading applications' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Applications naming you' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(calls('GET').map((call) => call.path)).toEqual([SPONSORSHIPS_PATH]));

    respond(jsonResponse({ data: [aSponsorship()] }));
    await findList();
    expect(screen.queryByRole('status', { name: 'Loading applications' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Applications naming you' })).not.toHaveAttribute('aria-busy');
  });

  it.each([
    ['a 500', () => jsonResponse({ message: 'Boom' }, 500)],
    ['an answer without a list', () => jsonResponse({ data: {} })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says it failed on %s, and tries again on request', async (_label, failure) => {
    let fail = true;
    const { calls } = stubSponsorshipsApi({
      list: () => (fail ? failure() : jsonResponse({ data: [aSponsorship()] })),
    });
    const { user } = renderSponsorships();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the applications naming you');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findList();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(inItem('Grace Hopper').getByText('Awaiting your answer')).toBeInTheDocument();
    expect(calls('GET')).toHaveLength(2);
  });

  it('leaves out an entry that is not an application', async () => {
    stubSponsorshipsApi({
      list: () => jsonResponse({ data: [aSponsorship(), { id: 'sp-2', applicantName: 'Nobody', status: 'maybe' }, null] }),
    });
    renderSponsorships();
    const list = await findList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('stops loading when the section goes away', async () => {
    let signal: AbortSignal | undefined;
    stubSponsorshipsApi({ list: (request) => { signal = request.signal; return hangs(request); } });
    const { unmount } = renderSponsorships();
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('Applications naming you: answering', () => {
  it('endorses with the note: busy meanwhile, then the new answer, the note and a toast', async () => {
    const held = heldAnswer();
    const { calls } = stubSponsorshipsApi({ list: [aSponsorship()], answer: held.answer });
    const { user } = renderSponsorships();
    await findList();
    await user.type(noteField('Grace Hopper'), '  We have cooked together for years.  ');
    await user.click(button('Grace Hopper', 'Endorse'));

    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(calls('POST')[0]).toEqual({
      method: 'POST', path: '/api/user/sponsorships/sp-1', body: { decision: 'endorse', note: 'We have cooked together for years.' },
    });
    const busy = button('Grace Hopper', 'Endorsing...');
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(button('Grace Hopper', 'Decline')).toBeDisabled();
    expect(noteField('Grace Hopper')).toHaveAttribute('readonly');

    held.respond(jsonResponse({ data: aSponsorship({ status: 'endorsed', note: 'We have cooked together for years.' }) }));
    expect(await findToast('You endorsed Grace Hopper’s application')).toBe('success');
    expect(inItem('Grace Hopper').getByText('You endorsed this application')).toBeInTheDocument();
    // The note the committee has, and the field starting from it for a change of answer.
    expect(inItem('Grace Hopper').getByText('Your note').parentElement).toHaveTextContent('Your noteWe have cooked together for years.');
    expect(noteField('Grace Hopper')).toHaveValue('We have cooked together for years.');
    const endorse = button('Grace Hopper', 'Endorse');
    expect(endorse).toHaveAttribute('aria-pressed', 'true');
    expect(endorse).toBeEnabled();
    expect(endorse).toHaveFocus();
    expect(button('Grace Hopper', 'Decline')).toHaveAttribute('aria-pressed', 'false');
    expect(noteField('Grace Hopper')).not.toHaveAttribute('readonly');
  });

  it('sends no note when the field is left empty', async () => {
    const { calls } = stubSponsorshipsApi({ list: [aSponsorship()] });
    const { user } = renderSponsorships();
    await findList();
    await user.click(button('Grace Hopper', 'Endorse'));
    expect(await findToast('You endorsed Grace Hopper’s application')).toBe('success');
    expect(calls('POST').map((call) => call.body)).toEqual([{ decision: 'endorse' }]);
  });

  it('declines, and says so', async () => {
    const { calls } = stubSponsorshipsApi({ list: [aSponsorship()] });
    const { user } = renderSponsorships();
    await findList();
    await user.click(button('Grace Hopper', 'Decline'));
    expect(await findToast('You declined to endorse Grace Hopper')).toBe('success');
    expect(calls('POST').map((call) => call.body)).toEqual([{ decision: 'decline' }]);
    expect(inItem('Grace Hopper').getByText('You declined to endorse')).toBeInTheDocument();
    expect(button('Grace Hopper', 'Decline')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Grace Hopper', 'Endorse')).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes an answer until the committee decides, the note field starting from the note sent', async () => {
    const { calls } = stubSponsorshipsApi({ list: [aSponsorship({ status: 'endorsed', note: 'A generous host.' })] });
    const { user } = renderSponsorships();
    await findList();
    expect(noteField('Grace Hopper')).toHaveValue('A generous host.');

    await user.click(button('Grace Hopper', 'Decline'));
    expect(await findToast('You declined to endorse Grace Hopper')).toBe('success');
    expect(inItem('Grace Hopper').getByText('You declined to endorse')).toBeInTheDocument();
    expect(button('Grace Hopper', 'Decline')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Grace Hopper', 'Endorse')).toHaveAttribute('aria-pressed', 'false');

    // Back to an endorsement, the note taken away: an empty one says so.
    await user.clear(noteField('Grace Hopper'));
    await user.click(button('Grace Hopper', 'Endorse'));
    await waitFor(() => expect(button('Grace Hopper', 'Endorse')).toHaveAttribute('aria-pressed', 'true'));
    expect(calls('POST').map((call) => call.body)).toEqual([
      { decision: 'decline', note: 'A generous host.' },
      { decision: 'endorse', note: '' },
    ]);
    expect(inItem('Grace Hopper').queryByText('Your note')).not.toBeInTheDocument();
  });

  it(`holds a note over ${ADMISSION_NOTE_MAX_LENGTH} characters back, saying why`, async () => {
    const { calls } = stubSponsorshipsApi({ list: [aSponsorship()] });
    const { user } = renderSponsorships();
    await findList();
    const field = noteField('Grace Hopper');
    await user.click(field);
    await user.paste('a'.repeat(ADMISSION_NOTE_MAX_LENGTH));
    expect(inItem('Grace Hopper').queryByText(ADMISSION_NOTE_MESSAGES.tooLong)).not.toBeInTheDocument();
    await user.type(field, 'b');
    expect(inItem('Grace Hopper').getByText(ADMISSION_NOTE_MESSAGES.tooLong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(ADMISSION_NOTE_MESSAGES.tooLong);

    await user.click(button('Grace Hopper', 'Endorse'));
    expect(field).toHaveFocus();
    expect(calls('POST')).toEqual([]);

    await user.type(field, '{Backspace}');
    expect(inItem('Grace Hopper').queryByText(ADMISSION_NOTE_MESSAGES.tooLong)).not.toBeInTheDocument();
    await user.click(button('Grace Hopper', 'Endorse'));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(calls('POST')[0]?.body).toEqual({ decision: 'endorse', note: 'a'.repeat(ADMISSION_NOTE_MAX_LENGTH) });
  });

  it('on a 409 shows the server’s message and loads the list again, now read-only', async () => {
    let decided = false;
    const { calls } = stubSponsorshipsApi({
      list: () => jsonResponse({ data: [aSponsorship({ decided, status: 'requested' })] }),
      answer: () => {
        decided = true;
        return jsonResponse({ message: 'The committee has already accepted this applicant.' }, 409);
      },
    });
    const { user } = renderSponsorships();
    await findList();
    await user.click(button('Grace Hopper', 'Endorse'));
    expect(await findToast('The committee has already accepted this applicant.')).toBe('error');
    expect(await inItem('Grace Hopper').findByText('The committee has decided on this application.')).toBeInTheDocument();
    expect(inItem('Grace Hopper').queryByRole('button')).not.toBeInTheDocument();
    expect(calls('GET')).toHaveLength(2);
  });

  it('on a 404 says the application is no longer open and loads the list again', async () => {
    let gone = false;
    const { calls } = stubSponsorshipsApi({
      list: () => jsonResponse({ data: gone ? [] : [aSponsorship()] }),
      answer: () => {
        gone = true;
        return jsonResponse({ message: 'Not found' }, 404);
      },
    });
    const { user } = renderSponsorships();
    await findList();
    await user.click(button('Grace Hopper', 'Decline'));
    expect(await findToast('This application is no longer open to your answer.')).toBe('error');
    expect(await screen.findByText('No applications name you.')).toBeInTheDocument();
    expect(calls('GET')).toHaveLength(2);
  });

  it('says the answer failed and keeps the one before on any other failure', async () => {
    const { calls } = stubSponsorshipsApi({
      list: [aSponsorship({ status: 'endorsed' })],
      answer: () => jsonResponse({ message: 'Boom' }, 500),
    });
    const { user } = renderSponsorships();
    await findList();
    await user.type(noteField('Grace Hopper'), 'Second thoughts.');
    await user.click(button('Grace Hopper', 'Decline'));
    expect(await findToast('Failed to send your answer. Please try again.')).toBe('error');
    expect(inItem('Grace Hopper').getByText('You endorsed this application')).toBeInTheDocument();
    expect(button('Grace Hopper', 'Decline')).toBeEnabled();
    expect(button('Grace Hopper', 'Decline')).toHaveFocus();
    expect(noteField('Grace Hopper')).toHaveValue('Second thoughts.');
    expect(calls('GET')).toHaveLength(1);
  });

  it('shows the server’s word on the note under the field', async () => {
    stubSponsorshipsApi({
      list: [aSponsorship()],
      answer: () => jsonResponse({ message: [{ field: 'note', message: 'Note must be plain text' }] }, 400),
    });
    const { user } = renderSponsorships();
    await findList();
    await user.type(noteField('Grace Hopper'), 'Hello');
    await user.click(button('Grace Hopper', 'Endorse'));
    await waitFor(() => expect(noteField('Grace Hopper')).toHaveAccessibleDescription('Note must be plain text'));
    expect(inItem('Grace Hopper').getByText('Awaiting your answer')).toBeInTheDocument();
    await user.type(noteField('Grace Hopper'), '!');
    expect(noteField('Grace Hopper')).not.toHaveAttribute('aria-invalid');
  });

  it('answers each application on its own', async () => {
    const { calls } = stubSponsorshipsApi({
      list: [aSponsorship({ id: 'sp-1', applicantName: 'Grace Hopper' }), aSponsorship({ id: 'sp 2', applicantName: 'Alan Turing' })],
    });
    const { user } = renderSponsorships();
    await findList();
    await user.click(button('Alan Turing', 'Decline'));
    expect(await findToast('You declined to endorse Alan Turing')).toBe('success');
    expect(calls('POST').map((call) => call.path)).toEqual(['/api/user/sponsorships/sp%202']);
    expect(inItem('Grace Hopper').getByText('Awaiting your answer')).toBeInTheDocument();
  });
});
