import type { VerifiedMember } from 'shared';
import { foldForSearch } from 'shared/format';

/** A member with the text the search box looks in, normalised once per list. */
export interface SearchEntry {
  member: VerifiedMember;
  text: string;
}

export interface SearchIndex {
  entries: SearchEntry[];
  /** The list as given, returned as is for an empty query. */
  all: VerifiedMember[];
}

/**
 * The search index of a list (name, profession or e-mail). Build it once per list (useMemo): a
 * keystroke then only scans prepared strings. The fields are joined by a line break, which no typed
 * query contains, so a match never spans two fields.
 */
export function buildSearchIndex(members: VerifiedMember[]): SearchIndex {
  return {
    all: members,
    entries: members.map((member) => ({
      member,
      text: foldForSearch(`${member.fullName}\n${member.profession ?? ''}\n${member.email}`),
    })),
  };
}

/** The members whose name, profession or e-mail contains the query, ignoring case and spaces around it. */
export function filterMembers(index: SearchIndex, query: string): VerifiedMember[] {
  const needle = foldForSearch(query.trim());
  if (needle === '') return index.all;
  const found: VerifiedMember[] = [];
  for (const entry of index.entries) {
    if (entry.text.includes(needle)) found.push(entry.member);
  }
  return found;
}
