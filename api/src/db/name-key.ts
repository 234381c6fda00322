// name_key() for SQLite connections: the mapping PostgreSQL's SQL function of the same name
// applies (migrations 0018 and 0020), so that lists sort and search names the same way on both engines; and
// what a list's query sorts by and searches on each.
import { PostgresIntrospector, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { NAME_KEY_FROM, NAME_KEY_TO } from './migrations/0020-name-key-latin';
import { APPLICATION_SEARCHED } from './migrations/0019-search-key';
import type { Database } from './schema';

const to = [...NAME_KEY_TO];
const keyOf = new Map([...NAME_KEY_FROM].map((letter, index) => [letter, to[index] ?? letter]));

/** Any letter the mapping changes (every one is a single UTF-16 unit), and any text beyond ASCII. */
const MAPPED = new RegExp(`[${NAME_KEY_FROM}]`, 'g');
const BEYOND_ASCII = /[\u0080-\uffff]/;

/**
 * A name as lists sort it: A-Z in lower case, accented Latin letters as their base letter. SQLite
 * calls it for every row a search or a name sort reads: ASCII text (where the mapping is A-Z to
 * a-z, no more) is lower-cased whole, the rest left to the regex engine.
 */
export function nameKey(name: string): string {
  if (!BEYOND_ASCII.test(name)) return name.toLowerCase();
  return name.replace(MAPPED, (letter) => keyOf.get(letter) ?? letter);
}

const isPostgres = (db: Kysely<Database>): boolean => db.introspection instanceof PostgresIntrospector;

/** The SQL function's name (each SQLite connection registers it under this name). */
export const NAME_KEY_FUNCTION = 'name_key';

/** Text as lists sort and search it, computed in SQL: `orderBy(nameKeyOf(sql.ref('u.full_name')))`. */
export const nameKeyOf = (text: Expression<string>): RawBuilder<string> => sql<string>`${sql.raw(NAME_KEY_FUNCTION)}(${text})`;

/**
 * What a list of `alias` (member_records or membership_applications) sorts names by: its stored
 * `name_sort` on PostgreSQL, the key computed from `full_name` on SQLite (migration 0018).
 */
export function nameSortOf(db: Kysely<Database>, alias: string): RawBuilder<string> {
  return isPostgres(db) ? sql<string>`${sql.ref(`${alias}.name_sort`)}` : nameKeyOf(sql.ref(`${alias}.full_name`));
}

/** What each list's search reads, lower-cased: member_records stores it (`search`). */
const SEARCHED = {
  member_records: (alias: string) => sql<string>`${sql.ref(`${alias}.search`)}`,
  membership_applications: (alias: string) => sql.raw<string>(APPLICATION_SEARCHED(alias)),
} as const;

/**
 * The key a search of `table` (as `alias`) compares: name_key() of what it searches, lower-cased.
 * Stored as `search_key` on PostgreSQL, computed on SQLite (migration 0019).
 */
export function searchKeyOf(db: Kysely<Database>, table: keyof typeof SEARCHED, alias: string): RawBuilder<string> {
  return isPostgres(db) ? sql<string>`${sql.ref(`${alias}.search_key`)}` : nameKeyOf(SEARCHED[table](alias));
}
