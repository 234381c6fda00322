// Objects of the local storage stand-in (the avatars the member page uploads with supabase-js),
// kept in the database so that every API instance serves every object. One row per bucket and
// name; the bytes with their size and the image type sniffed from them at upload, written
// together, so a reader sees the whole old object or the whole new one, never a mix.
// `bytes` is a BLOB on SQLite and a bytea on PostgreSQL (both read back as a Buffer).
import { PostgresIntrospector, type Kysely, type Migration } from 'kysely';

export const STORAGE_OBJECTS_TABLE = 'storage_objects';

const isPostgres = (db: Kysely<unknown>): boolean => db.introspection instanceof PostgresIntrospector;

export const storageObjects: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable(STORAGE_OBJECTS_TABLE)
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('storage_objects_pkey', ['bucket', 'name'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable(STORAGE_OBJECTS_TABLE).execute();
  },
};
