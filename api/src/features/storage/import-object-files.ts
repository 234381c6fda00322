// Objects a stand-in of an earlier version kept as files (DATA_DIR/storage/<bucket>/<name>) are
// moved into the database once, at start (under the start lock), so the avatars members already
// use keep being served. Every file passes the upload's checks (bucket, name, size, image by
// content, nothing foreign in it); an object of the same name already in the database wins. The
// folder is then renamed `storage.imported` (kept, not deleted), so the import runs once per
// DATA_DIR.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Print } from '../../app/app-context';
import { AVATAR_BUCKET, isSafeObjectName } from '../../core/storage/storage-paths';
import type { Database } from '../../db/schema';
import { hasForeignContent } from './image-polyglot';
import { sniffImageType } from './image-type';
import { createObjectStore } from './object-store';
import { MAX_OBJECT_BYTES } from './storage-routes';

export const OBJECT_FILES_DIR = 'storage';
export const IMPORTED_OBJECT_FILES_DIR = 'storage.imported';

/** Returns how many objects were imported (0 when there is no folder to import). */
export async function importObjectFiles(db: Kysely<Database>, dataDir: string, print: Print): Promise<number> {
  const store = createObjectStore(db);
  const root = path.join(dataDir, OBJECT_FILES_DIR);
  const bucketDir = path.join(root, AVATAR_BUCKET);
  let names: string[];
  try {
    names = await fs.readdir(bucketDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let imported = 0;
  for (const name of names) {
    if (!isSafeObjectName(name)) continue;
    const file = path.join(bucketDir, name);
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.size === 0 || stat.size > MAX_OBJECT_BYTES) continue;
    const bytes = await fs.readFile(file);
    const type = sniffImageType(bytes);
    if (!type || hasForeignContent(bytes)) continue;
    if ((await store.put(AVATAR_BUCKET, name, bytes, type, 'create')) === 'stored') imported += 1;
  }
  // Next to an earlier import's folder if there is one (a rename does not replace a folder).
  const imports = await fs.readdir(dataDir);
  const target = imports.includes(IMPORTED_OBJECT_FILES_DIR) ? `${IMPORTED_OBJECT_FILES_DIR}-${Date.now()}` : IMPORTED_OBJECT_FILES_DIR;
  await fs.rename(root, path.join(dataDir, target));
  if (imported > 0) print(`Moved ${imported} stored object(s) from ${root} into the database.`);
  return imported;
}
