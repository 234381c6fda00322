// Issue 8, item 5: whatever a member typed or a row kept from before a rule changed, the
// directory shows it as text, and never turns a hostile link or picture into an href or a src
// (here one off the allowed hosts; script, data: and protocol-relative URLs are checked in shared:
// format/stored-urls.test.ts, ui/hostile-text.test.tsx).
import { screen, within } from '@testing-library/react';
import { findDialog, findSearch, renderDashboard, stubApi } from '../dashboard/dashboard.test-utils';
import { aMember } from './directory.test-utils';
import { expectNothingInjected, expectOnlySafeUrls, HOSTILE_TEXT, PICTURE_HOSTS, PROFILE_LINK_HOSTS } from 'shared/testing';

afterEach(() => {
  jest.restoreAllMocks();
  delete window.__xss;
});

async function renderWith(members: ReturnType<typeof aMember>[]) {
  stubApi({ members });
  const view = renderDashboard();
  await findSearch();
  return view;
}

describe('Members Directory: hostile text shows as typed', () => {
  it.each(Object.entries(HOSTILE_TEXT))('%s: in the card and in the detail modal', async (_kind, text) => {
    const { user } = await renderWith([
      aMember({ id: 'm-1', fullName: text, email: 'ada@club.com', profession: text, cuisineInterests: text }),
    ]);

    const card = screen.getByRole('button', { name: text });
    expect(card).toHaveTextContent(text, { normalizeWhitespace: false });
    // The name and the profession, each as typed.
    expect(within(card.closest('li')!).getAllByText(text)).toHaveLength(2);
    expectNothingInjected();

    await user.click(card);
    const modal = await findDialog(text);
    expect(within(modal).getByRole('heading', { name: text })).toBeInTheDocument();
    // The name, the profession under it and the cuisine interests.
    expect(within(modal).getAllByText(text)).toHaveLength(3);
    expectNothingInjected();
  });
});

describe('Members Directory: hostile links and pictures never become an href or a src', () => {
  it.each(['https://evil.test/ada'])('%p as Instagram, LinkedIn and picture', async (url) => {
    const { user } = await renderWith([
      aMember({ id: 'm-1', fullName: 'Mallory Evil', instagramUrl: url, linkedinUrl: url, user: { id: 'm-1', profilePicture: url } }),
    ]);
    const card = screen.getByRole('button', { name: 'Mallory Evil' });
    expectOnlySafeUrls(document.body, PROFILE_LINK_HOSTS, PICTURE_HOSTS);
    // No picture: the initials stand in for it.
    expect(within(card.closest('li')!).getByRole('img', { hidden: true })).toHaveTextContent('ME');

    await user.click(card);
    const modal = await findDialog('Mallory Evil');
    expect(within(modal).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['mailto:grace@club.com']);
    expectOnlySafeUrls(document.body, PROFILE_LINK_HOSTS, PICTURE_HOSTS);
    expectNothingInjected();
  });

  it('still links a real Instagram and LinkedIn profile and shows a stored picture', async () => {
    const { user } = await renderWith([
      aMember({
        id: 'm-1', fullName: 'Grace Hopper', instagramUrl: 'https://www.instagram.com/grace/',
        linkedinUrl: 'https://www.linkedin.com/in/grace-hopper', user: { id: 'm-1', profilePicture: 'https://storage.example/grace.png' },
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Grace Hopper' }));
    const modal = await findDialog('Grace Hopper');
    expect(within(modal).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'mailto:grace@club.com', 'https://www.instagram.com/grace/', 'https://www.linkedin.com/in/grace-hopper',
    ]);
    expect(within(modal).getByRole('img', { hidden: true })).toHaveAttribute('src', 'https://storage.example/grace.png');
  });
});
