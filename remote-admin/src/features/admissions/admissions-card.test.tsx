import { screen, waitFor, within } from '@testing-library/react';
import { ADMISSION_SETTINGS_MESSAGES } from 'shared';
import { findToast, jsonResponse } from 'shared/testing';
import { ADMISSIONS_PATH, deferred, failure, loaded, renderAdmin, stubAdminApi, type AdminAnswers } from '../panel/admin.test-utils';

afterEach(() => jest.restoreAllMocks());

/** The settings as the API holds them: GET gives them, PUT answers as `put` says. */
const settingsAnswer = (put: (body: unknown) => Response | Promise<Response> = (body) => jsonResponse({ data: body })) =>
  (request: Request, body: unknown) => (request.method === 'PUT' ? put(body) : jsonResponse({ data: { quorum: 2, sponsorsRequired: 1 } }));

async function openCard(answers: AdminAnswers = {}) {
  const api = stubAdminApi({ admissions: settingsAnswer(), ...answers });
  const view = renderAdmin({ path: '/admin?view=requests' });
  await loaded();
  return { ...api, ...view, card: screen.getByRole('region', { name: 'Admissions' }) };
}

const quorumField = (card: HTMLElement) => within(card).getByRole('spinbutton', { name: 'Yes votes needed (quorum)' });
const sponsorsField = (card: HTMLElement) => within(card).getByRole('spinbutton', { name: 'Sponsor endorsements needed' });
const puts = (calls: ReturnType<typeof stubAdminApi>['calls']) => calls(ADMISSIONS_PATH).filter((call) => call.method === 'PUT');

describe('The Admissions card (on Membership Requests)', () => {
  it('shows a spinner while the rules load, then the two figures and what 0 and 0 mean', async () => {
    const answer = deferred();
    stubAdminApi({ admissions: answer.answer });
    renderAdmin({ path: '/admin?view=requests' });
    const card = await screen.findByRole('region', { name: 'Admissions' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Admissions' })).toBeInTheDocument();
    expect(within(card).getByRole('status', { name: 'Loading the admission rules' })).toBeInTheDocument();
    await answer.release(jsonResponse({ data: { quorum: 2, sponsorsRequired: 1 } }));
    expect(quorumField(card)).toHaveValue(2);
    expect(sponsorsField(card)).toHaveValue(1);
    expect(card).toHaveTextContent('With 0 and 0, any admin accepts a request directly.');
    expect(within(card).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says so when the rules cannot be loaded, and retries', async () => {
    let attempt = 0;
    const { user } = await openCard({
      admissions: () => {
        attempt += 1;
        return attempt === 1 ? failure(500)() : jsonResponse({ data: { quorum: 0, sponsorsRequired: 0 } });
      },
    });
    const card = screen.getByRole('region', { name: 'Admissions' });
    expect(within(card).getByRole('alert')).toHaveTextContent('Failed to load the admission rules');
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(quorumField(card)).toHaveValue(0));
  });

  it('refuses figures out of range or blank, sending nothing', async () => {
    const { card, user, calls } = await openCard();
    await user.clear(quorumField(card));
    await user.type(quorumField(card), '21');
    await user.clear(sponsorsField(card));
    await user.type(sponsorsField(card), '3');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(quorumField(card)).toHaveAccessibleDescription(expect.stringContaining(ADMISSION_SETTINGS_MESSAGES.quorum));
    expect(sponsorsField(card)).toHaveAccessibleDescription(expect.stringContaining(ADMISSION_SETTINGS_MESSAGES.sponsorsRequired));
    expect(quorumField(card)).toHaveFocus();

    await user.clear(quorumField(card));
    await user.clear(sponsorsField(card));
    await user.type(sponsorsField(card), '1');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(quorumField(card)).toHaveAccessibleDescription(expect.stringContaining(ADMISSION_SETTINGS_MESSAGES.quorum));
    expect(puts(calls)).toEqual([]);
  });

  it('saves { quorum, sponsorsRequired } as numbers and says so', async () => {
    const answer = deferred();
    const { card, user, calls } = await openCard({ admissions: settingsAnswer(() => answer.answer()) });
    await user.clear(quorumField(card));
    await user.type(quorumField(card), '3');
    await user.clear(sponsorsField(card));
    await user.type(sponsorsField(card), '0');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(puts(calls).map((call) => call.body)).toEqual([{ quorum: 3, sponsorsRequired: 0 }]);
    expect(within(card).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await answer.release(jsonResponse({ data: { quorum: 3, sponsorsRequired: 0 } }));
    expect(await findToast('Admission rules saved')).toBe('success');
    expect(quorumField(card)).toHaveValue(3);
  });

  it("says the server's refusal in the form: a field's message (400) or any other, with a fallback", async () => {
    const answers = [
      jsonResponse({ message: [{ field: 'quorum', message: 'Quorum is too high for the committee' }] }, 400),
      new Response('', { status: 502 }),
    ];
    const { card, user } = await openCard({ admissions: settingsAnswer(() => answers.shift()!) });
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Quorum is too high for the committee');
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Save' })).toHaveFocus());
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent('Failed to save the admission rules'));
  });
});
