// Objects of the local storage stand-in, in the database (table storage_objects), where every API
// instance reads them. Each write is one statement, so a reader sees the whole old object or the
// whole new one, never a part, and two uploads of one name cannot both create it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/portable';
import { isImageType, type ImageType } from './image-type';

export interface StoredObject {
  bytes: Buffer;
  /** Sniffed from the bytes at upload, stored with them. */
  type: ImageType;
}

export type PutMode = 'create' | 'upsert' | 'replace';
export type PutResult = 'stored' | 'exists' | 'missing';

export interface ObjectStore {
  /**
   * Stores `bytes` of image type `type` as `name`: 'create' refuses an existing name ('exists'),
   * 'upsert' creates or replaces, 'replace' refuses a missing name ('missing').
   */
  put(bucket: string, name: string, bytes: Buffer, type: ImageType, mode: PutMode): Promise<PutResult>;
  /** The object, or null when it is missing. */
  get(bucket: string, name: string): Promise<StoredObject | null>;
}

export function createObjectStore(db: Kysely<Database>): ObjectStore {
  return {
    async put(bucket, name, bytes, type, mode) {
      const now = nowIso();
      const content = { content_type: type, bytes, size: bytes.length, updated_at: now };
      if (mode === 'replace') {
        const result = await db
          .updateTable('storage_objects')
          .set(content)
          .where('bucket', '=', bucket)
          .where('name', '=', name)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'stored' : 'missing';
      }
      const inserted = await db
        .insertInto('storage_objects')
        .values({ bucket, name, ...content, created_at: now })
        .onConflict((conflict) =>
          mode === 'upsert' ? conflict.columns(['bucket', 'name']).doUpdateSet(content) : conflict.columns(['bucket', 'name']).doNothing(),
        )
        .returning('name')
        .executeTakeFirst();
      return inserted ? 'stored' : 'exists';
    },

    async get(bucket, name) {
      const row = await db
        .selectFrom('storage_objects')
        .select(['content_type', 'bytes'])
        .where('bucket', '=', bucket)
        .where('name', '=', name)
        .executeTakeFirst();
      if (!row || !isImageType(row.content_type)) return null;
      return { bytes: row.bytes, type: row.content_type };
    },
  };
}

/** Deletes the object, if there is one (inside the caller's transaction when given one). */
export async function deleteObject(db: Kysely<Database>, bucket: string, name: string): Promise<boolean> {
  const result = await db.deleteFrom('storage_objects').where('bucket', '=', bucket).where('name', '=', name).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
