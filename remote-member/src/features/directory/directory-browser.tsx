import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button, media, TextField, type VerifiedMember } from 'shared';
import styled from 'styled-components';
import { MemberCard } from './member-card';
import { MemberDetailModal } from './member-detail-modal';
import { buildSearchIndex, filterMembers } from './search-members';

/** Cards rendered at first and added by each 'Show more': the DOM stays small with 5,000 members. */
export const PAGE_SIZE = 60;

export const SEARCH_PLACEHOLDER = 'Search members by name or profession...';
export const NO_MEMBERS_TITLE = 'No Members Found';
export const NO_MEMBERS_TEXT = 'No active members found in the directory.';

/** What the polite live region says about a search: '3 members match “ada”', '1 member matches “grace”'. */
export function matchText(count: number, query: string): string {
  return `${count === 1 ? '1 member matches' : `${count} members match`} “${query}”`;
}

const SearchBar = styled.div`
  max-width: 34rem;
  margin-bottom: 1.75rem;

  input[type='search'] {
    padding-left: 2.75rem;
    background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235e554c' stroke-width='2' stroke-linecap='round'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='M20 20l-4-4'/%3E%3C/svg%3E");
    background-repeat: no-repeat;
    background-position: 1rem center;
    background-size: 1.1rem;
  }

  /* The placeholder is long: on a phone it takes a smaller size so it reads whole. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    input[type='search'] { padding-left: 2.4rem; padding-right: 0.5rem; background-position: 0.8rem center; }
    input[type='search']::placeholder { font-size: 0.78rem; }
  }
`;

const Summary = styled.p`
  min-height: 1.5rem;
  margin: -0.75rem 0 1rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.muted};

  &:empty {
    margin: 0;
    min-height: 0;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1.25rem; }
`;

const Empty = styled.div`
  padding: 3rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.color.paper};
  border: 1px dashed ${({ theme }) => theme.color.brassLight};
  border-radius: ${({ theme }) => theme.radius.lg};

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.5rem;
    font-weight: 500;
    color: ${({ theme }) => theme.color.ink};
  }

  p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.color.muted};
  }

  p:last-child { margin-bottom: 0; }
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  margin-top: 2rem;

  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

export interface DirectoryBrowserProps {
  members: VerifiedMember[];
}

/**
 * Search, cards and details of the loaded directory. Stays quick with thousands of members:
 * the search text is prepared once per list, the query is deferred so typing never waits for
 * the grid, cards are memoised, and only the first matches are in the page ('Show more').
 */
export function DirectoryBrowser({ members }: DirectoryBrowserProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => buildSearchIndex(members), [members]);
  const matches = useMemo(() => filterMembers(index, deferredQuery), [index, deferredQuery]);

  // How many matches are shown; a new query starts again at one page.
  const [limit, setLimit] = useState({ query: deferredQuery, count: PAGE_SIZE });
  const shownCount = limit.query === deferredQuery ? limit.count : PAGE_SIZE;
  const shown = useMemo(() => matches.slice(0, shownCount), [matches, shownCount]);

  const [selected, setSelected] = useState<VerifiedMember | null>(null);
  const open = useCallback((member: VerifiedMember) => setSelected(member), []);
  const close = useCallback(() => setSelected(null), []);

  // After 'Show more', focus moves to the first card it added, so keyboard users read on.
  const grid = useRef<HTMLUListElement>(null);
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    if (focusCard.current === null) return;
    const cards = grid.current?.querySelectorAll<HTMLElement>('[data-member-card]');
    cards?.[focusCard.current]?.focus();
    focusCard.current = null;
  }, [shownCount]);

  const showMore = () => {
    focusCard.current = shownCount;
    setLimit({ query: deferredQuery, count: shownCount + PAGE_SIZE });
  };

  const search = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const clearSearch = () => {
    setQuery('');
    search.current?.focus();
  };

  const searching = deferredQuery.trim() !== '';

  return (
    <>
      <SearchBar role="search">
        <TextField
          ref={search}
          type="search"
          label="Search members"
          hideLabel
          placeholder={SEARCH_PLACEHOLDER}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </SearchBar>

      {/* Visible and polite: the result of each keystroke, shown and read out. */}
      <Summary role="status">{searching ? matchText(matches.length, deferredQuery.trim()) : ''}</Summary>

      {matches.length === 0 ? (
        <Empty>
          <h3>{NO_MEMBERS_TITLE}</h3>
          <p>{NO_MEMBERS_TEXT}</p>
          {searching && (
            <p>
              <Button variant="secondary" size="sm" onClick={clearSearch}>Clear search</Button>
            </p>
          )}
        </Empty>
      ) : (
        <Grid ref={grid} aria-label="Members">
          {shown.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} onOpen={open} />
            </li>
          ))}
        </Grid>
      )}

      {shown.length < matches.length && (
        <More>
          <p>Showing {shown.length} of {matches.length} members</p>
          <Button variant="secondary" onClick={showMore}>Show more</Button>
        </More>
      )}

      {selected && <MemberDetailModal member={selected} onClose={close} />}
    </>
  );
}
