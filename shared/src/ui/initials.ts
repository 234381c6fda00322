const firstLetterOrDigit = /[\p{L}\p{N}]/u;

/**
 * Initials for an avatar: the first letter of each of the first two words, upper-cased.
 * 'ada lovelace' → 'AL', 'Cher' → 'C'. Whitespace is trimmed and collapsed; words with no
 * letter or digit (a stray '-' or '&') are skipped; an empty name gives '?'.
 */
export function initialsOf(name: string): string {
  const letters: string[] = [];
  for (const word of (name ?? '').trim().split(/\s+/)) {
    const letter = word.match(firstLetterOrDigit)?.[0];
    if (letter) letters.push(letter.toLocaleUpperCase());
    if (letters.length === 2) break;
  }
  return letters.length > 0 ? letters.join('') : '?';
}
