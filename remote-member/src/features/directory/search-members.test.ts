import { aMember, manyMembers } from './directory.test-utils';
import { buildSearchIndex, filterMembers } from './search-members';

const ada = aMember({ fullName: 'Ada Lovelace', email: 'ada@analytical.org', profession: 'Engineer' });
const grace = aMember({ fullName: 'Grace Hopper', email: 'grace@navy.mil', profession: 'Software Developer' });
const jose = aMember({ fullName: 'José Martí', email: 'jm@club.com', profession: null });
const members = [ada, grace, jose];
const index = buildSearchIndex(members);

describe('filterMembers', () => {
  it('gives the whole list, the same array, for an empty or blank query', () => {
    expect(filterMembers(index, '')).toBe(members);
    expect(filterMembers(index, '   ')).toBe(members);
  });

  it('finds by name, ignoring case', () => {
    expect(filterMembers(index, 'lovelace')).toEqual([ada]);
    expect(filterMembers(index, 'GRACE')).toEqual([grace]);
  });

  it('finds by profession', () => {
    expect(filterMembers(index, 'software')).toEqual([grace]);
    expect(filterMembers(index, 'ENGINEER')).toEqual([ada]);
  });

  it('finds by e-mail', () => {
    expect(filterMembers(index, 'navy.mil')).toEqual([grace]);
    expect(filterMembers(index, '@')).toEqual(members);
  });

  it('trims the query', () => {
    expect(filterMembers(index, '  hopper ')).toEqual([grace]);
  });

  it('ignores accents both ways', () => {
    expect(filterMembers(index, 'jose marti')).toEqual([jose]);
    expect(filterMembers(index, 'JOSÉ')).toEqual([jose]);
  });

  it('keeps the order of the list', () => {
    expect(filterMembers(index, 'a')).toEqual([ada, grace, jose]);
  });

  it('finds nothing across two fields or in a missing profession', () => {
    expect(filterMembers(index, 'lovelace engineer')).toEqual([]);
    expect(filterMembers(index, 'null')).toEqual([]);
  });

  it('finds nothing for text nobody has', () => {
    expect(filterMembers(index, 'zzz')).toEqual([]);
  });

  it('searches 5,000 members', () => {
    const big = buildSearchIndex(manyMembers(5000));
    expect(filterMembers(big, 'lamarr')).toHaveLength(500);
    expect(filterMembers(big, 'ada lamarr 00050')).toEqual([expect.objectContaining({ fullName: 'Ada Lamarr 00050' })]);
  });
});
