import { screen, waitFor, within } from '@testing-library/react';
import { memberUser } from 'shared/testing';
import {
  cardNames, dialog, findDialog, findSearch, memberList, renderDashboard, search, stubApi,
} from '../dashboard/dashboard.test-utils';
import { aMember, manyMembers } from './directory.test-utils';
import { PAGE_SIZE } from './directory-browser';

afterEach(() => jest.restoreAllMocks());

const ada = aMember({
  id: 'member-1', fullName: 'Ada Lovelace', email: 'ada@analytical.org', profession: 'Engineer',
  cuisineInterests: 'Tasting menus', memberSince: '2024-03-01T12:00:00.000Z',
  instagramUrl: null, linkedinUrl: null,
});
const grace = aMember({
  id: 'member-2', fullName: 'Grace Hopper', email: 'grace@navy.mil', profession: 'Software Developer',
  cuisineInterests: 'Sichuan, natural wine', memberSince: '2023-06-15T12:00:00.000Z',
  instagramUrl: 'https://www.instagram.com/grace/', linkedinUrl: 'https://www.linkedin.com/in/grace-hopper',
  user: { id: 'member-2', profilePicture: 'https://storage.example/grace.png' },
});
const katherine = aMember({
  id: 'member-3', fullName: 'Katherine Johnson', email: 'kj@nasa.gov', profession: null,
  cuisineInterests: null, memberSince: null, instagramUrl: 'javascript:alert(1)', linkedinUrl: null,
});
const three = [ada, grace, katherine];

async function renderWith(members = three) {
  stubApi({ members });
  const view = renderDashboard();
  await findSearch();
  return view;
}

const card = (name: string) => screen.getByRole('button', { name });
const liveRegion = () => screen.getAllByRole('status').find((el) => el.closest('section[aria-labelledby="directory-title"]'))!;

describe('Members Directory: heading, count and search box', () => {
  it("heads the list with 'Members Directory' and the count badge '{n} Members' of the whole list", async () => {
    await renderWith();
    expect(screen.getByRole('heading', { level: 2, name: 'Members Directory' })).toBeInTheDocument();
    expect(screen.getByText('3 Members')).toBeInTheDocument();
  });

  it("says '1 Member' for one", async () => {
    await renderWith([ada]);
    expect(screen.getByText('1 Member')).toBeInTheDocument();
  });

  it('keeps the count of the whole list while searching', async () => {
    const { user } = await renderWith();
    await user.type(search(), 'grace');
    await waitFor(() => expect(cardNames()).toEqual(['Grace Hopper']));
    expect(screen.getByText('3 Members')).toBeInTheDocument();
  });

  it("has a labelled search box with the placeholder 'Search members by name or profession...'", async () => {
    await renderWith();
    expect(search()).toHaveAttribute('placeholder', 'Search members by name or profession...');
    expect(screen.getByRole('search')).toContainElement(search());
  });
});

describe('Members Directory: cards', () => {
  it('lists every member in the order the API sent them', async () => {
    await renderWith();
    expect(cardNames()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']);
  });

  it('shows the picture or initials, the name, the e-mail and the profession (a dash when missing)', async () => {
    await renderWith();
    // The card's button is the name alone (what it shows); the rest of the card describes it.
    const graceCard = card('Grace Hopper');
    expect(graceCard).toHaveTextContent(/^Grace Hopper$/);
    expect(graceCard).toHaveAccessibleDescription('grace@navy.mil Software Developer');
    const graceBox = graceCard.closest('li')!;
    expect(within(graceBox).getByRole('img', { hidden: true })).toHaveAttribute('src', 'https://storage.example/grace.png');

    const kjCard = card('Katherine Johnson');
    const kjBox = kjCard.closest('li')!;
    expect(within(kjBox).getByText('kj@nasa.gov')).toBeInTheDocument();
    expect(within(kjBox).getByText('—')).toBeInTheDocument();
    expect(kjCard).toHaveAccessibleDescription('kj@nasa.gov No profession given');
    expect(within(kjBox).getByRole('img', { hidden: true })).toHaveTextContent('KJ');
  });
});

describe('Members Directory: search', () => {
  it.each([
    ['an e-mail, in any case', 'NAVY', ['Grace Hopper']],
  ])('finds members by %s', async (_label, query, names) => {
    const { user } = await renderWith();
    await user.type(search(), query);
    await waitFor(() => expect(cardNames()).toEqual(names));
  });

  it('shows and politely announces how many members match the query', async () => {
    const { user } = await renderWith();
    expect(liveRegion()).toBeEmptyDOMElement();
    await user.type(search(), 'grace');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^1 member matches “grace”$/));
    expect(liveRegion()).toBeVisible();
    await user.clear(search());
    await waitFor(() => expect(liveRegion()).toBeEmptyDOMElement());
    await user.type(search(), ' a ');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^3 members match “a”$/));
    await user.type(search(), 'zzz');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^0 members match “a zzz”$/));
  });

  it("shows 'No Members Found' when nothing matches, and clears the search on request", async () => {
    const { user } = await renderWith();
    await user.type(search(), 'nobody at all');
    expect(await screen.findByRole('heading', { name: 'No Members Found' })).toBeInTheDocument();
    expect(screen.getByText('No active members found in the directory.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Members' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
  });

  it("shows 'No Members Found' for an empty directory, with nothing to clear", async () => {
    await renderWith([]);
    expect(screen.getByText('0 Members')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Members Found' })).toBeInTheDocument();
    expect(screen.getByText('No active members found in the directory.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});

describe('Members Directory: a member’s details', () => {
  it('opens on a click, with what a fellow member may see and never a phone', async () => {
    const { user } = await renderWith([{ ...grace, phone: '+13125550199' } as typeof grace]);
    await user.click(card('Grace Hopper'));
    const modal = await findDialog('Grace Hopper');

    expect(modal).toHaveAccessibleDescription('Software Developer');
    expect(within(modal).getByRole('img', { hidden: true })).toHaveAttribute('src', 'https://storage.example/grace.png');
    expect(within(modal).getByText('Member since June 15, 2023')).toBeInTheDocument();
    expect(within(modal).getByText('Cuisine interests')).toBeInTheDocument();
    expect(within(modal).getByText('Sichuan, natural wine')).toBeInTheDocument();

    expect(within(modal).getByRole('link', { name: 'grace@navy.mil' })).toHaveAttribute('href', 'mailto:grace@navy.mil');
    const instagram = within(modal).getByRole('link', { name: 'instagram.com/grace (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/grace/');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    const linkedin = within(modal).getByRole('link', { name: 'linkedin.com/in/grace-hopper (opens in a new tab)' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/grace-hopper');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');

    expect(modal).not.toHaveTextContent('+13125550199');
    expect(modal).not.toHaveTextContent(/phone/i);
  });

  it('leaves out links, interests and the date a member has not given (and never links a javascript: URL)', async () => {
    const { user } = await renderWith();
    await user.click(card('Katherine Johnson'));
    const modal = await findDialog('Katherine Johnson');
    expect(within(modal).getAllByRole('link')).toHaveLength(1);
    expect(within(modal).getByRole('link', { name: 'kj@nasa.gov' })).toHaveAttribute('href', 'mailto:kj@nasa.gov');
    expect(within(modal).queryByText('Instagram')).not.toBeInTheDocument();
    expect(within(modal).queryByText('LinkedIn')).not.toBeInTheDocument();
    expect(within(modal).queryByText('Cuisine interests')).not.toBeInTheDocument();
    expect(within(modal).queryByText(/Member since/)).not.toBeInTheDocument();
    expect(within(modal).getByRole('img', { hidden: true })).toHaveTextContent('KJ');
  });

  it('opens from the keyboard with Enter or Space, and gives focus back to the card on close', async () => {
    const { user } = await renderWith();
    card('Ada Lovelace').focus();
    await user.keyboard('{Enter}');
    expect(await findDialog('Ada Lovelace')).toBeInTheDocument();
    expect(dialog('Ada Lovelace')).toHaveTextContent('Member since March 1, 2024');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Ada Lovelace')).toHaveFocus();

    card('Grace Hopper').focus();
    await user.keyboard(' ');
    expect(await findDialog('Grace Hopper')).toBeInTheDocument();
    await user.click(within(dialog('Grace Hopper')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('Grace Hopper')).toHaveFocus();
  });

  it("opens the member's own card too", async () => {
    const { user } = await renderWith([aMember({ id: memberUser.id, fullName: memberUser.fullName })]);
    await user.click(card('Ada Lovelace'));
    expect(await findDialog('Ada Lovelace')).toBeInTheDocument();
  });
});

describe('Members Directory: many members', () => {
  it(`shows ${PAGE_SIZE} cards at a time, with 'Show more' moving focus to the first new card`, async () => {
    const members = manyMembers(130);
    const { user } = await renderWith(members);
    expect(screen.getByText('130 Members')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of 130 members`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cardNames()).toHaveLength(2 * PAGE_SIZE);
    expect(card(members[PAGE_SIZE]!.fullName)).toHaveFocus();
    expect(screen.getByText('Showing 120 of 130 members')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cardNames()).toEqual(members.map((m) => m.fullName));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(card(members[2 * PAGE_SIZE]!.fullName)).toHaveFocus();
  });

  it('starts again at one page for a new search', async () => {
    const { user } = await renderWith(manyMembers(300));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cardNames()).toHaveLength(2 * PAGE_SIZE);
    await user.type(search(), 'a');
    await waitFor(() => expect(screen.getByText(/^Showing 60 of \d+ members$/)).toBeInTheDocument());
    expect(cardNames()).toHaveLength(PAGE_SIZE);
  });

  it('keeps the page small with 5,000 members and searches all of them', async () => {
    const members = manyMembers(5000);
    const { user } = await renderWith(members);
    expect(screen.getByText('5000 Members')).toBeInTheDocument();
    expect(within(memberList()).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    expect(document.querySelectorAll('[data-member-card]')).toHaveLength(PAGE_SIZE);

    await user.type(search(), 'Hedy Liskov 0');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('50 members match “Hedy Liskov 0”'));
    expect(cardNames()).toHaveLength(50);
    expect(cardNames().every((name) => name?.startsWith('Hedy Liskov'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
