/** Latin letters with a stroke or a bar, which have no decomposition into a base letter and a mark. */
const UNDECOMPOSED: Readonly<Record<string, string>> = { đ: 'd', ð: 'd', ħ: 'h', ı: 'i', ŀ: 'l', ł: 'l', ø: 'o', ŧ: 't' };
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'g');

/**
 * Text as the apps' own searches compare it: lower case without accents, so 'jose' finds 'José',
 * 'nguyen' finds 'Nguyễn', 'lukasz' finds 'Łukasz' and 'ADA' finds 'Ada'. The API's list searches
 * fold every accented Latin letter the same way; letters that stand for two (ß, æ, œ) are kept.
 */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter] ?? letter);
}
