import { act, screen, waitFor, within } from '@testing-library/react';
import type { ApplicationStatus } from 'shared';
import { answerWith, hydrateRoutes, jsonResponse, renderRoutesToString, stubFetch } from 'shared/testing';
import { renderPage } from '../auth-pages.test-utils';
import { ApplicationStatusPage, LOAD_FAILED_TEXT, NOT_FOUND_TEXT } from './application-status-page';

const STATUS_URL = 'http://localhost/api/membership/status/tok-abc123';
const STEPS = ['Received', 'Sponsors', 'Committee review', 'Decision'];
const SENTENCES = {
  received: ['We have received your application. The membership committee will review it soon.'],
  sponsors: ['We have asked the members you named to vouch for you.', '1 of 2 have endorsed your application so far.'],
  committee: ['The membership committee is reviewing your application.'],
  decided: ['A decision has been made. We have sent it to you by e-mail.'],
};

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

const aStatus = (overrides: Partial<ApplicationStatus> = {}): ApplicationStatus => ({
  stage: 'received',
  submittedAt: '2026-03-14T15:00:00.000Z',
  sponsors: { requested: 0, endorsed: 0 },
  ...overrides,
});

const card = () => screen.getByRole('region', { name: 'Your application' });
const stepList = () => within(card()).findByRole('list', { name: 'Steps of your application' });

function renderStatus() {
  return renderPage(<ApplicationStatusPage />, { path: '/application/tok-abc123', pattern: '/application/:token' });
}

describe('ApplicationStatusPage: where the application stands', () => {
  it.each<[ApplicationStatus['stage'], string]>([
    ['received', 'Received'],
    ['sponsors', 'Sponsors'],
    ['committee', 'Committee review'],
    ['decided', 'Decision'],
  ])('at %s, marks the %s step and says so in plain words', async (stage, current) => {
    const sent = answerWith(fetchMock, () => jsonResponse({ data: aStatus({ stage, sponsors: { requested: 2, endorsed: 1 } }) }));
    renderStatus();

    const steps = within(await stepList()).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/^\d|Now$/g, ''))).toEqual(STEPS);
    const marked = steps.filter((step) => step.getAttribute('aria-current') === 'step');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(current);
    for (const step of steps.filter((s) => s !== marked[0])) expect(step).not.toHaveAttribute('aria-current');

    for (const [other, sentences] of Object.entries(SENTENCES)) {
      for (const sentence of sentences) {
        if (other === stage) expect(within(card()).getByText(sentence)).toBeVisible();
        else expect(within(card()).queryByText(sentence)).not.toBeInTheDocument();
      }
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Your application' })).toBeInTheDocument();
    expect(within(card()).getByText('March 14, 2026')).toHaveAttribute('dateTime', '2026-03-14T15:00:00.000Z');
    expect(within(card()).getByText(/^Received on/)).toHaveTextContent('Received on March 14, 2026');
    expect(sent).toEqual([{ method: 'GET', url: STATUS_URL, body: undefined }]);
  });

  it('counts the endorsements so far', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: aStatus({ stage: 'sponsors', sponsors: { requested: 2, endorsed: 0 } }) }));
    renderStatus();
    expect(await within(card()).findByText('0 of 2 have endorsed your application so far.')).toBeVisible();
  });

  it('names no voter, shows no vote and no decision beyond its having been made', async () => {
    fetchMock.mockResolvedValue(jsonResponse({
      data: { ...aStatus({ stage: 'decided' }), votes: [{ adminName: 'Grace Hopper', vote: 'no' }], decision: 'rejected' },
    }));
    renderStatus();
    await stepList();
    expect(card()).not.toHaveTextContent(/Grace|Hopper|rejected|approved|accepted|\bvote/i);
  });
});

describe('ApplicationStatusPage: loading and failures', () => {
  it('shows a loading status until the answer comes', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => { answer = resolve; }));
    renderStatus();

    expect(within(card()).getByRole('status', { name: 'Loading your application' })).toBeInTheDocument();
    expect(within(card()).queryByRole('list')).not.toBeInTheDocument();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => answer(jsonResponse({ data: aStatus() })));
    await stepList();
    expect(within(card()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the application cannot be found for an unknown link (404)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Application not found' }, 404));
    renderStatus();
    expect(await within(card()).findByRole('alert')).toHaveTextContent(NOT_FOUND_TEXT);
    expect(NOT_FOUND_TEXT).toBe("We could not find this application. The link may be mistyped, or the application's data has been erased.");
    expect(within(card()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Internal error' }, 500))],
    ['a network failure', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('on %s, says so and loads again with Try again', async (_label, fail) => {
    fetchMock.mockResolvedValue(jsonResponse({ data: aStatus({ stage: 'committee' }) }));
    fail();
    const { user } = renderStatus();

    expect(await within(card()).findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT);
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));

    expect(await within(card()).findByText('The membership committee is reviewing your application.')).toBeVisible();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('ApplicationStatusPage drawn by the server', () => {
  const routes = [{ path: '/application/:token', element: <ApplicationStatusPage /> }];
  let container: HTMLElement | undefined;

  afterEach(() => {
    container?.remove();
  });

  it('draws the loading state, asking nothing of the API', () => {
    const html = renderRoutesToString(routes, { path: '/application/tok-abc123' });
    expect(html).toContain('Your application');
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading your application');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hydrates without a mismatch, then loads the status in the browser', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ data: aStatus({ stage: 'committee' }) }));
    const hydrated = await hydrateRoutes(routes, { path: '/application/tok-abc123' });
    container = hydrated.container;

    expect(hydrated.recoverable).toEqual([]);
    await waitFor(() => expect(within(container!).getByText('The membership committee is reviewing your application.')).toBeInTheDocument());
    expect(sent).toEqual([{ method: 'GET', url: STATUS_URL, body: undefined }]);
  });
});
