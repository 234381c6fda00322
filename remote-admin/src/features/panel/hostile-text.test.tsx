// Issue 8, item 5: whatever an applicant typed (or a row kept from before a rule changed), the
// admin panel shows it as text in every list and dialog, and never turns a hostile link or
// picture into an href or a src (here a link off the allowed hosts; script, data: and
// protocol-relative URLs are checked in shared: format/stored-urls.test.ts, ui/hostile-text.test.tsx).
import { screen, within } from '@testing-library/react';
import { adminUser, expectNothingInjected, expectOnlySafeUrls, HOSTILE_TEXT, PICTURE_HOSTS, PROFILE_LINK_HOSTS } from 'shared/testing';
import { aRecord, aRequest } from '../records/records.test-utils';
import { loaded, openScreen, renderAdmin, stubAdminApi } from './admin.test-utils';

afterEach(() => {
  jest.restoreAllMocks();
  delete window.__xss;
});

/** Every text field of an application, set to `text`. */
const allText = (text: string) => ({
  fullName: text, profession: text, professionalContribution: text, interestReason: text, culinarySkills: text,
  cuisineInterests: text, restaurantRecommendations: text, diningFrequency: text, cohostingInterest: text,
  referralSource: text, membershipGoals: [text], availableDays: [text],
});

describe('Admin panel: hostile text shows as typed', () => {
  it.each(Object.entries(HOSTILE_TEXT))('%s: signed-in name, requests table, detail (with the committee) and reject dialogs', async (_kind, text) => {
    stubAdminApi({
      pending: [aRequest({ id: 'r-1', ...allText(text) })],
      votes: {
        data: {
          votes: [{ adminId: 'admin-2', adminName: text, vote: 'yes', comment: text, at: '2024-03-02T15:00:00.000Z' }],
          yes: 1,
          no: 0,
          abstain: 0,
          endorsements: [{ sponsorEmail: 'mfk@club.com', sponsorName: text, isMember: true, status: 'endorsed', note: text }],
        },
      },
    });
    const { user } = renderAdmin({ user: { ...adminUser, fullName: text } });
    expect(await screen.findByText(`Signed in as ${text}`)).toBeInTheDocument();

    await openScreen(user, 'Membership Requests');
    await loaded();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader')).toHaveTextContent(text, { normalizeWhitespace: false });
    expectNothingInjected();

    await user.click(within(table).getByRole('button', { name: `View ${text}` }));
    const detail = screen.getByRole('dialog', { name: text });
    // Name, profession (header and table behind), the five answers, four choices, goal, day.
    expect(within(detail).getAllByText(text).length).toBeGreaterThanOrEqual(12);
    const committee = within(detail).getByRole('region', { name: 'Committee' });
    const [sponsor, vote] = [await within(committee).findByRole('list', { name: 'Sponsors' }), within(committee).getByRole('list', { name: 'Votes' })];
    expect(sponsor).toHaveTextContent(`${text} · memberEndorsed — ${text}`, { normalizeWhitespace: false });
    expect(vote).toHaveTextContent(`${text} · March 2, 2024 9:00 AMYes — ${text}`, { normalizeWhitespace: false });
    expectNothingInjected();
    await user.click(within(detail).getByRole('button', { name: 'Close' }));

    await user.click(within(table).getByRole('button', { name: `Reject ${text}` }));
    const reject = screen.getByRole('dialog', { name: 'Provide a rejection reason' });
    expect(reject).toHaveAccessibleDescription(`Rejecting the request of ${text}.`);
    // Pasted: typing would read '{' and '[' as user-event key names.
    await user.click(within(reject).getByRole('textbox', { name: 'Rejection reason' }));
    await user.paste(text.slice(0, 60));
    expect(within(reject).getByRole('textbox', { name: 'Rejection reason' })).toHaveValue(text.slice(0, 60));
    expectNothingInjected();
  });

  it.each(Object.entries(HOSTILE_TEXT))('%s: approved members table and the block and unblock dialogs', async (_kind, text) => {
    stubAdminApi({
      approved: [
        aRecord({ id: 'm-1', ...allText(text), email: 'ada@analytical.org' }),
        aRecord({ id: 'm-2', fullName: `${text} 2`, user: { id: 'u-2', isActive: false, profilePicture: null } }),
      ],
    });
    const { user } = renderAdmin();
    await openScreen(user, 'Approved Requests');
    await loaded();
    await user.click(screen.getByRole('button', { name: `Block ${text}` }));
    expect(screen.getByRole('dialog', { name: `Deactivate ${text}` })).toBeInTheDocument();
    expectNothingInjected();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: `Unblock ${text} 2` })).toBeInTheDocument();
    expectNothingInjected();
  });
});

describe('Admin panel: hostile links and pictures never become an href or a src', () => {
  it.each(['https://evil.test/ada'])('%p as Instagram, LinkedIn and picture in the detail dialog', async (url) => {
    stubAdminApi({
      approved: [aRecord({ id: 'm-1', fullName: 'Mallory Evil', instagramUrl: url, linkedinUrl: url, user: { id: 'u-1', isActive: true, profilePicture: url } })],
    });
    const { user } = renderAdmin();
    await openScreen(user, 'Approved Requests');
    await loaded();
    await user.click(screen.getByRole('button', { name: 'View Mallory Evil' }));
    const detail = screen.getByRole('dialog', { name: 'Mallory Evil' });
    expect(within(detail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['mailto:ada@analytical.org']);
    expect(within(detail).getByRole('img', { name: 'Mallory Evil' })).toHaveTextContent('MA');
    expectOnlySafeUrls(document.body, PROFILE_LINK_HOSTS, PICTURE_HOSTS);
    expectNothingInjected();
  });
});
