/**
 * Text as the apps' own searches compare it: lower case without accents, so 'jose' finds 'José'
 * and 'ADA' finds 'Ada' (the API's list searches ignore case and accents the same way).
 */
export function foldForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
