// name_key() for SQLite connections: the mapping PostgreSQL's SQL function of the same name
// applies (migration 0018), so that lists sort names the same way on both engines; and what a
// list's query sorts by on each.
import { PostgresIntrospector, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { NAME_KEY_FROM, NAME_KEY_TO } from './migrations/0018-name-key';
import type { Database } from './schema';

const to = [...NAME_KEY_TO];
const keyOf = new Map([...NAME_KEY_FROM].map((letter, index) => [letter, to[index] ?? letter]));

/** A name as lists sort it: A-Z in lower case, accented Latin letters as their base letter. */
export function nameKey(name: string): string {
  let key = '';
  for (const letter of name) key += keyOf.get(letter) ?? letter;
  return key;
}

/** The SQL function's name (each SQLite connection registers it under this name). */
export const NAME_KEY_FUNCTION = 'name_key';

/** A name column as lists sort it, computed: `orderBy(sortableName(sql.ref('u.full_name')))`. */
export const sortableName = (column: Expression<string>): RawBuilder<string> => sql<string>`${sql.raw(NAME_KEY_FUNCTION)}(${column})`;

/**
 * What a list of `alias` (member_records or membership_applications) sorts names by: its stored
 * `name_sort` on PostgreSQL, the key computed from `full_name` on SQLite (migration 0018).
 */
export function nameSortOf(db: Kysely<Database>, alias: string): RawBuilder<string> {
  return db.introspection instanceof PostgresIntrospector
    ? sql<string>`${sql.ref(`${alias}.name_sort`)}`
    : sortableName(sql.ref(`${alias}.full_name`));
}
