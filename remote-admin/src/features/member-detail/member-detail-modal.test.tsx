import { screen, within } from '@testing-library/react';
import { setSiteConfig } from 'shared';
import { renderWithTheme, testSiteConfig } from 'shared/testing';
import { valueOf } from '../panel/admin.test-utils';
import { aRecord, aRequest } from '../records/records.test-utils';
import { MemberDetailModal } from './member-detail-modal';

const complete = aRecord({
  fullName: 'Ada Lovelace',
  email: 'ada@analytical.org',
  phoneNumber: '+13125550100',
  profession: 'Engineer',
  professionalContribution: 'Poetical science',
  interestReason: 'Good company',
  culinarySkills: 'Baking',
  cuisineInterests: 'French, Italian',
  restaurantRecommendations: 'Alinea',
  diningFrequency: 'Weekly or more',
  cohostingInterest: 'Yes, definitely',
  referralSource: 'Friend',
  membershipGoals: ['Professional networking', 'Access to exclusive events', 'Support local food culture'],
  availableDays: ['Friday', 'Saturday'],
  instagramUrl: 'https://www.instagram.com/ada/',
  linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace',
  reviewedAt: '2024-03-01T12:00:00.000Z',
  user: { id: 'u-1', isActive: true, profilePicture: null },
});

const empty = aRequest({
  fullName: 'Grace Hopper',
  email: 'grace@navy.mil',
  phoneNumber: null,
  profession: null,
  professionalContribution: null,
  interestReason: null,
  culinarySkills: null,
  cuisineInterests: null,
  restaurantRecommendations: null,
  diningFrequency: null,
  cohostingInterest: null,
  referralSource: null,
  membershipGoals: [],
  availableDays: [],
  instagramUrl: null,
  linkedinUrl: null,
  reviewedAt: null,
  user: null,
});

// The modal reads the storage's origin from the run-time config (to check a stored picture).
beforeAll(() => setSiteConfig(testSiteConfig));

function open(record = complete) {
  const onClose = jest.fn();
  const view = renderWithTheme(<MemberDetailModal record={record} onClose={onClose} />);
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: record.fullName || 'N/A' }) };
}

const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

describe('MemberDetailModal: the header', () => {
  it('is a dialog named by the full name, with e-mail, phone and profession in a description list', () => {
    const { dialog } = open();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(valueOf(dialog, 'Email')).toHaveTextContent('ada@analytical.org');
    expect(within(valueOf(dialog, 'Email')).getByRole('link', { name: 'ada@analytical.org' })).toHaveAttribute('href', 'mailto:ada@analytical.org');
    expect(valueOf(dialog, 'Phone')).toHaveTextContent(/^\+13125550100$/);
    expect(valueOf(dialog, 'Profession')).toHaveTextContent(/^Engineer$/);
    expect(valueOf(dialog, 'Phone').closest('dl')).toBeInTheDocument();
  });

  it('shows the first two letters of the full name in capitals when there is no picture', () => {
    const { dialog } = open();
    const initials = within(dialog).getByRole('img', { name: 'Ada Lovelace' });
    expect(initials.tagName).toBe('SPAN');
    expect(initials).toHaveTextContent(/^AD$/);
  });

  it('shows the profile picture when there is one', () => {
    const { dialog } = open({ ...complete, user: { id: 'u-1', isActive: true, profilePicture: 'https://storage.example/ada.png' } });
    const picture = within(dialog).getByRole('img', { name: 'Ada Lovelace' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', 'https://storage.example/ada.png');
    expect(within(dialog).queryByText('AD')).not.toBeInTheDocument();
  });

  it("shows 'N/A' for a missing phone and profession", () => {
    const { dialog } = open(empty);
    expect(valueOf(dialog, 'Phone')).toHaveTextContent(/^N\/A$/);
    expect(valueOf(dialog, 'Profession')).toHaveTextContent(/^N\/A$/);
    expect(within(dialog).getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent(/^GR$/);
  });

  it("copes with a record without a name: titled 'N/A', initials '?'", () => {
    const { dialog } = open({ ...empty, fullName: '' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'N/A' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'N/A' })).toHaveTextContent(/^\?$/);
  });
});

describe('MemberDetailModal: Professional Info and Membership Info', () => {
  it('lists the professional answers', () => {
    const info = section(open().dialog, 'Professional Info');
    expect(valueOf(info, 'Contribution')).toHaveTextContent('Poetical science');
    expect(valueOf(info, 'Interest Reason')).toHaveTextContent('Good company');
    expect(valueOf(info, 'Culinary Skills')).toHaveTextContent('Baking');
    expect(valueOf(info, 'Cuisine Interests')).toHaveTextContent('French, Italian');
    expect(valueOf(info, 'Restaurant Recommendations')).toHaveTextContent('Alinea');
  });

  it("lists the membership answers, the goals joined by ', '", () => {
    const info = section(open().dialog, 'Membership Info');
    expect(valueOf(info, 'Dining Frequency')).toHaveTextContent('Weekly or more');
    expect(valueOf(info, 'Cohosting Interest')).toHaveTextContent('Yes, definitely');
    expect(valueOf(info, 'Referral Source')).toHaveTextContent('Friend');
    expect(valueOf(info, 'Membership Goals'))
      .toHaveTextContent(/^Professional networking, Access to exclusive events, Support local food culture$/);
  });

  it("shows 'N/A' for every empty answer", () => {
    const { dialog } = open(empty);
    const terms = {
      'Professional Info': ['Contribution', 'Interest Reason', 'Culinary Skills', 'Cuisine Interests', 'Restaurant Recommendations'],
      'Membership Info': ['Dining Frequency', 'Cohosting Interest', 'Referral Source', 'Membership Goals'],
    };
    for (const [name, list] of Object.entries(terms)) {
      for (const term of list) expect(valueOf(section(dialog, name), term)).toHaveTextContent(/^N\/A$/);
    }
  });
});

describe('MemberDetailModal: Availability, Social Links, Approved At', () => {
  it('lists the available days', () => {
    const availability = section(open().dialog, 'Availability');
    expect(within(availability).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Friday', 'Saturday']);
  });

  it("says 'No availability provided' when no day was chosen", () => {
    const availability = section(open(empty).dialog, 'Availability');
    expect(availability).toHaveTextContent('No availability provided');
    expect(within(availability).queryByRole('list')).not.toBeInTheDocument();
  });

  it('links Instagram and LinkedIn in a new tab, with rel="noopener noreferrer"', () => {
    const links = section(open().dialog, 'Social Links');
    const instagram = within(valueOf(links, 'Instagram')).getByRole('link', { name: 'instagram.com/ada (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/ada/');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    const linkedin = within(valueOf(links, 'LinkedIn')).getByRole('link', { name: /^linkedin\.com\/in\/ada-lovelace/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ada-lovelace');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows 'N/A' for a missing link, and never links anything but http(s)", () => {
    const links = section(open({ ...empty, instagramUrl: 'javascript:alert(1)', linkedinUrl: null }).dialog, 'Social Links');
    expect(within(links).queryByRole('link')).not.toBeInTheDocument();
    expect(valueOf(links, 'Instagram')).toHaveTextContent(/^N\/A$/);
    expect(valueOf(links, 'LinkedIn')).toHaveTextContent(/^N\/A$/);
  });

  it("formats Approved At as 'MMMM d, yyyy'", () => {
    const approved = section(open().dialog, 'Approved At');
    expect(within(approved).getByText('March 1, 2024')).toHaveAttribute('dateTime', '2024-03-01T12:00:00.000Z');
  });

  it.each([null, 'not a date'])("says 'Not available' when there is no approval date (%p)", (reviewedAt) => {
    const approved = section(open({ ...complete, reviewedAt }).dialog, 'Approved At');
    expect(approved).toHaveTextContent(/^Approved AtNot available$/);
  });
});

describe('MemberDetailModal: closing', () => {
  it('closes with the × button and with Escape', async () => {
    const { user, onClose, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
