import { foldForSearch } from './fold-for-search';

describe('foldForSearch', () => {
  it('lower-cases and strips accents, two marks on a letter included', () => {
    expect(foldForSearch('Crème Brûlée')).toBe('creme brulee');
    expect(foldForSearch('JOSÉ Ñúñez')).toBe('jose nunez');
    expect(foldForSearch('Nguyễn Thị Lǚ')).toBe('nguyen thi lu');
  });

  it('folds letters with a stroke, which have no mark to strip', () => {
    expect(foldForSearch('Łukasz Søren ĐORĐE Ħal')).toBe('lukasz soren dorde hal');
  });

  it('keeps letters that stand for two', () => {
    expect(foldForSearch('Straße Æsir Œuvre')).toBe('straße æsir œuvre');
  });
});
