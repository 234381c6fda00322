import { foldForSearch } from 'shared/format';
import { nameKey } from './name-key';

/** Every letter of Latin-1 Supplement, Latin Extended-A and -B, and Latin Extended Additional. */
const LATIN = [[0xc0, 0x24f], [0x1e00, 0x1eff]].flatMap(([first, last]) =>
  Array.from({ length: last! - first! + 1 }, (_, i) => String.fromCodePoint(first! + i)).filter((c) => /\p{L}/u.test(c)));

describe('nameKey and the browser\'s fold', () => {
  it('key every Latin letter the browser folds to a base letter as that letter: the admin lists find what the directory finds', () => {
    const differ = LATIN.filter((letter) => /^[a-z]$/.test(foldForSearch(letter)) && nameKey(letter) !== foldForSearch(letter));
    expect(differ).toEqual([]);
  });

  it('fold every letter the key maps to a base letter the same way', () => {
    const differ = LATIN.filter((letter) => /^[a-z]$/.test(nameKey(letter)) && foldForSearch(letter) !== nameKey(letter));
    expect(differ).toEqual([]);
  });

  it('key names as the browser folds them', () => {
    for (const name of ['Nguyễn Thị Lan', 'Łukasz Nowak', 'Søren Ørsted', 'Ştefan Țurcanu', 'Lǚ Wěi', 'Émile Étienne']) {
      expect(nameKey(name.toLowerCase())).toBe(foldForSearch(name));
    }
  });
});
