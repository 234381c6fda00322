// How names sort in lists, the same on both engines whatever the database's collation: name_key()
// is the name with A-Z in lower case and the accented Latin letters as their base letter, so
// 'Émile' sorts as 'emile', between 'Ana' and 'Zoe' (by code point, 'É' comes after 'z').
// Letters that stand for two (ß, æ, œ) and other scripts are kept as they are.
// PostgreSQL gets it as an immutable SQL function (translate()) and a stored column, name_sort;
// SQLite has no such function, so every connection registers the same mapping (db/name-key.ts).
// Both read the table below: a change to it is a new migration, never an edit of this one.
import { sql, type Kysely, type Migration } from 'kysely';
import { PostgresIntrospector } from 'kysely';

/** Each group of letters and the letter it sorts as. */
const GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['àáâãäåāăąÀÁÂÃÄÅĀĂĄ', 'a'],
  ['çćĉċčÇĆĈĊČ', 'c'],
  ['ďđðĎĐÐ', 'd'],
  ['èéêëēĕėęěÈÉÊËĒĔĖĘĚ', 'e'],
  ['ĝğġģĜĞĠĢ', 'g'],
  ['ĥħĤĦ', 'h'],
  ['ìíîïĩīĭįıÌÍÎÏĨĪĬĮİ', 'i'],
  ['ĵĴ', 'j'],
  ['ķĶ', 'k'],
  ['ĺļľŀłĹĻĽĿŁ', 'l'],
  ['ñńņňÑŃŅŇ', 'n'],
  ['òóôõöøōŏőÒÓÔÕÖØŌŎŐ', 'o'],
  ['ŕŗřŔŖŘ', 'r'],
  ['śŝşšșŚŜŞŠȘ', 's'],
  ['ţťŧțŢŤŦȚ', 't'],
  ['ùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ', 'u'],
  ['ŵŴ', 'w'],
  ['ýÿŷÝŸŶ', 'y'],
  ['źżžŹŻŽ', 'z'],
];

/** translate()'s two strings: every letter of NAME_KEY_FROM becomes the one at its place in NAME_KEY_TO. */
export const NAME_KEY_FROM = `ABCDEFGHIJKLMNOPQRSTUVWXYZ${GROUPS.map(([letters]) => letters).join('')}`;
export const NAME_KEY_TO = `abcdefghijklmnopqrstuvwxyz${GROUPS.map(([letters, base]) => base.repeat([...letters].length)).join('')}`;

const isPostgres = (db: Kysely<unknown>): boolean => db.introspection instanceof PostgresIntrospector;

/** The lists' name indexes until now, by lower(full_name): no query sorts that way any more. */
export const LOWER_NAME_INDEXES = ['member_records_name_idx', 'membership_applications_status_name_idx'] as const;
/** The tables the lists sort by name: on PostgreSQL each gets `name_sort`, name_key(full_name). */
const SORTED_TABLES = ['member_records', 'membership_applications'] as const;

export const nameSortKey: Migration = {
  async up(db: Kysely<unknown>) {
    for (const index of LOWER_NAME_INDEXES) await db.schema.dropIndex(index).ifExists().execute();
    // SQLite: each connection registers name_key() and the lists compute it when they sort (a
    // few milliseconds over 10,000 members). A column or index using it would make the tables
    // unwritable for any connection without the function, such as the sqlite3 shell.
    if (!isPostgres(db)) return;
    await sql`
      create function name_key(name text) returns text
      language sql immutable strict parallel safe
      as ${sql.raw(`$$ select translate(name, '${NAME_KEY_FROM}', '${NAME_KEY_TO}') $$`)}
    `.execute(db);
    // PostgreSQL: stored once per write and indexed with the sorts' tie-breakers. Sorting by the
    // expression computed the key of every row a deep page skips (tens of milliseconds).
    for (const table of SORTED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('name_sort', 'text', (column) => column.generatedAlwaysAs(sql`name_key(full_name)`).stored())
        .execute();
    }
    await db.schema.createIndex('member_records_name_sort_idx').on('member_records').columns(['name_sort', 'approved_at', 'application_id']).execute();
    await db.schema
      .createIndex('membership_applications_status_name_sort_idx')
      .on('membership_applications')
      .columns(['status', 'name_sort', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      await db.schema.dropIndex('membership_applications_status_name_sort_idx').ifExists().execute();
      await db.schema.dropIndex('member_records_name_sort_idx').ifExists().execute();
      for (const table of SORTED_TABLES) await db.schema.alterTable(table).dropColumn('name_sort').execute();
      await sql`drop function if exists name_key(text)`.execute(db);
    }
    await db.schema.createIndex('membership_applications_status_name_idx').on('membership_applications').expression(sql`status, lower(full_name)`).execute();
    await db.schema.createIndex('member_records_name_idx').on('member_records').expression(sql`lower(full_name)`).execute();
  },
};
