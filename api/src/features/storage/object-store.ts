// Files of the local storage stand-in: DATA_DIR/storage/<bucket>/<object name>. Each upload is
// written to a temporary file in the same directory (a name starting with '.', which no object
// name can have) and then linked (create only) or renamed (replace) into place, so a reader sees
// the whole old file or the whole new one, never a part.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeObjectName } from '../../core/storage/storage-paths';
import { sniffImageType, type ImageType } from './image-type';

export interface StoredObject {
  bytes: Buffer;
  /** Sniffed from the stored bytes, the same way the upload was checked. */
  type: ImageType;
}

export type PutMode = 'create' | 'upsert' | 'replace';
export type PutResult = 'created' | 'replaced' | 'exists' | 'missing';

export interface ObjectStore {
  /**
   * Stores `bytes` as `name`: 'create' refuses an existing name ('exists'), 'upsert' creates or
   * replaces, 'replace' refuses a missing name ('missing').
   */
  put(bucket: string, name: string, bytes: Buffer, mode: PutMode): Promise<PutResult>;
  /** The object, or null when it is missing (or not one of the accepted images). */
  get(bucket: string, name: string): Promise<StoredObject | null>;
}

const isCode = (error: unknown, ...codes: string[]): boolean =>
  codes.includes((error as NodeJS.ErrnoException | null)?.code ?? '');

export function createObjectStore(root: string): ObjectStore {
  /** The file of an object; throws for a name that could leave the bucket's directory. */
  function fileOf(bucket: string, name: string): { dir: string; file: string } {
    if (!isSafeObjectName(bucket) || !isSafeObjectName(name)) throw new Error('unsafe object path');
    const dir = path.resolve(root, bucket);
    const file = path.resolve(dir, name);
    if (path.dirname(file) !== dir) throw new Error('unsafe object path');
    return { dir, file };
  }

  async function exists(file: string): Promise<boolean> {
    try {
      return (await fs.stat(file)).isFile();
    } catch (error) {
      if (isCode(error, 'ENOENT', 'ENOTDIR')) return false;
      throw error;
    }
  }

  return {
    async put(bucket, name, bytes, mode) {
      const { dir, file } = fileOf(bucket, name);
      await fs.mkdir(dir, { recursive: true });
      if (mode === 'replace' && !(await exists(file))) return 'missing';
      const temp = path.join(dir, `.upload-${randomUUID()}`);
      const handle = await fs.open(temp, 'wx', 0o644);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        if (mode === 'create') {
          // link() fails with EEXIST instead of replacing: two uploads of one name cannot both win.
          try {
            await fs.link(temp, file);
          } catch (error) {
            if (isCode(error, 'EEXIST')) return 'exists';
            throw error;
          }
          return 'created';
        }
        const existed = await exists(file);
        await fs.rename(temp, file);
        return existed ? 'replaced' : 'created';
      } finally {
        await fs.rm(temp, { force: true });
      }
    },

    async get(bucket, name) {
      const { file } = fileOf(bucket, name);
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(file);
      } catch (error) {
        if (isCode(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return null;
        throw error;
      }
      const type = sniffImageType(bytes);
      return type ? { bytes, type } : null;
    },
  };
}
