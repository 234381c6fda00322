import { foldForSearch } from './fold-for-search';

describe('foldForSearch', () => {
  it('lower-cases and strips accents', () => {
    expect(foldForSearch('Crème Brûlée')).toBe('creme brulee');
    expect(foldForSearch('JOSÉ Ñúñez')).toBe('jose nunez');
  });

  it('keeps letters that are not a base letter with a mark', () => {
    expect(foldForSearch('Łukasz Straße')).toBe('łukasz straße');
  });
});
