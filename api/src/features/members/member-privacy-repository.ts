// Storing the members' directory choices (table member_privacy, migration 0010); reading them is
// core/users/member-privacy.ts.
import type { Kysely } from 'kysely';
import type { PrivacySettings } from 'shared/types';
import { nowIso, toIntBool } from '../../db/portable';
import type { Database } from '../../db/schema';

/** Stores the member's choices (all of them), replacing any earlier ones. */
export async function savePrivacy(db: Kysely<Database>, userId: string, settings: PrivacySettings): Promise<void> {
  const columns = {
    listed: toIntBool(settings.listed),
    show_email: toIntBool(settings.showEmail),
    show_phone: toIntBool(settings.showPhone),
    show_profession: toIntBool(settings.showProfession),
    show_social_links: toIntBool(settings.showSocialLinks),
    show_picture: toIntBool(settings.showPicture),
    updated_at: nowIso(),
  };
  await db
    .insertInto('member_privacy')
    .values({ user_id: userId, ...columns })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(columns))
    .execute();
}
