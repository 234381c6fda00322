// name_key() for SQLite connections: the mapping PostgreSQL's SQL function of the same name
// applies (migration 0018), so that lists sort names the same way on both engines.
import { sql, type Expression, type RawBuilder } from 'kysely';
import { NAME_KEY_FROM, NAME_KEY_TO } from './migrations/0018-name-key';

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

/** A name column as lists sort it: `orderBy(sortableName(sql.ref('m.full_name')))`. */
export const sortableName = (column: Expression<string>): RawBuilder<string> => sql<string>`name_key(${column})`;
