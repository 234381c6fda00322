import { screen, waitFor, within } from '@testing-library/react';
import { findToast, jsonResponse } from 'shared/testing';
import { FEED, renderDinners, stubDinnersApi } from './dinners.test-utils';

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const panel = () => screen.getByRole('region', { name: 'Your dinner calendar' });

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = jest.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: spy } });
  return spy;
}

async function showLinks(answers: Parameters<typeof stubDinnersApi>[0] = {}) {
  const api = stubDinnersApi(answers);
  const view = renderDinners();
  const toggle = within(panel()).getByRole('button', { name: 'Show my calendar link' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(toggle);
  expect(within(panel()).getByRole('button', { name: 'Hide my calendar link' })).toHaveAttribute('aria-expanded', 'true');
  return { ...api, ...view };
}

describe('CalendarFeedPanel', () => {
  it('keeps the secret link hidden, and unasked for, until the member asks', async () => {
    const { calls } = stubDinnersApi();
    renderDinners();
    await screen.findByText('No dinners scheduled yet.');
    expect(within(panel()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls('GET', '/api/user/calendar-feed')).toHaveLength(0);
  });

  it('shows the webcal link to copy, the https address for Google, a subscribe link for Apple and Outlook’s way', async () => {
    await showLinks();
    const field = await within(panel()).findByRole('textbox', { name: 'Calendar link' });
    expect(field).toHaveValue(FEED.webcalUrl);
    expect(field).toHaveAttribute('readonly');
    const apps = within(panel()).getByRole('list', { name: 'How to subscribe' });
    expect(within(apps).getByText('Other calendars › + › From URL')).toBeInTheDocument();
    expect(within(apps).getByText(FEED.url)).toBeInTheDocument();
    expect(within(apps).getByRole('link', { name: 'Subscribe in Apple Calendar' })).toHaveAttribute('href', FEED.webcalUrl);
    expect(within(apps).getByText('Add calendar › Subscribe from web')).toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    const { user } = await showLinks();
    // After user-event's setup, which puts a clipboard of its own in place.
    const writeText = stubClipboard(async () => undefined);
    await user.click(await within(panel()).findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(FEED.webcalUrl);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Copied to the clipboard.');
  });

  it('selects the link for the member when the browser refuses the clipboard', async () => {
    const { user } = await showLinks();
    stubClipboard(async () => { throw new Error('denied'); });
    await user.click(await within(panel()).findByRole('button', { name: 'Copy link' }));
    const field = within(panel()).getByRole('textbox', { name: 'Calendar link' });
    expect(field).toHaveFocus();
    expect(within(panel()).getByRole('status')).toHaveTextContent('Selected: copy it with your keyboard or menu.');
  });

  it('resets the link after asking, and shows the new one', async () => {
    const fresh = { url: 'https://club.example/api/calendar/n3w.ics', webcalUrl: 'webcal://club.example/api/calendar/n3w.ics' };
    const { user, calls } = await showLinks({
      feed: (request) => jsonResponse(request.method === 'POST' ? fresh : FEED),
    });
    await user.click(await within(panel()).findByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    expect(within(dialog).getByRole('button', { name: 'Keep this link' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await findToast('Your calendar link has been reset. Subscribe again with the new one.')).toBe('success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel()).getByRole('textbox', { name: 'Calendar link' })).toHaveValue(fresh.webcalUrl);
    expect(calls('POST', '/api/user/calendar-feed/reset')).toHaveLength(1);
  });

  it('says a reset that failed, and keeps the link', async () => {
    const { user } = await showLinks({
      feed: (request) => (request.method === 'POST' ? jsonResponse({ message: 'Too many calendar link resets. Please try again later.' }, 429) : jsonResponse(FEED)),
    });
    await user.click(await within(panel()).findByRole('button', { name: 'Reset link' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset link' }));
    expect(await findToast('Too many calendar link resets. Please try again later.')).toBe('error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: 'Calendar link' })).toHaveValue(FEED.webcalUrl);
  });

  it.each([
    ['a 500', () => jsonResponse({ message: 'Boom' }, 500)],
    ['links that are not web or webcal links', () => jsonResponse({ url: 'javascript:alert(1)', webcalUrl: 'javascript:alert(1)' })],
  ])("says 'Failed to load your calendar link' on %s", async (_label, feed) => {
    await showLinks({ feed });
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Failed to load your calendar link');
    expect(within(panel()).queryByRole('link')).not.toBeInTheDocument();
  });
});
