// The erasure of a departed member (app/member-lifecycle.ts) deletes the avatar their profile
// shows, when the local storage stand-in keeps it: its object row, in the erasure's transaction,
// and the copy an import of earlier files left under DATA_DIR/storage.imported. A picture in a
// hosted storage is not the API's to delete. Uploads carry no owner (the storage key is the
// site's), so pictures the member replaced earlier cannot be told apart from anyone else's.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../app/app-context';
import { AVATAR_BUCKET, avatarObjectName } from '../../core/storage/storage-paths';
import { IMPORTED_OBJECT_FILES_DIR } from './import-object-files';
import { deleteObject } from './object-store';

export function registerAvatarErasure(ctx: Pick<AppContext, 'config' | 'memberLifecycle'>): void {
  const { storage, dataDir } = ctx.config;
  if (!storage.local) return;
  ctx.memberLifecycle.onErased(async (trx, { profilePicture }) => {
    const name = profilePicture ? avatarObjectName(storage, profilePicture) : null;
    if (!name) return;
    await deleteObject(trx, AVATAR_BUCKET, name);
    await fs.rm(path.join(dataDir, IMPORTED_OBJECT_FILES_DIR, AVATAR_BUCKET, name), { force: true });
  });
}
