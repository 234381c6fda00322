// Finds text in every table of a database, for the erasure tests: a new table holding personal
// data is searched too, without anyone listing it here.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** `table: needle` for each needle (case-insensitive) found in any row of any table. */
export async function tablesMentioning(db: Kysely<Database>, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of await db.introspection.getTables()) {
    // Kysely's own bookkeeping of the migrations.
    if (table.name.startsWith('kysely_')) continue;
    const rows = await db.selectFrom(table.name as keyof Database).selectAll().execute();
    // Bytes (a stored object) are searched as text too.
    const values = rows.flatMap((row) =>
      Object.values(row as Record<string, unknown>).map((value) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : JSON.stringify(value),
      ),
    );
    const text = values.join('\n').toLowerCase();
    for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${table.name}: ${needle}`);
  }
  return found;
}
