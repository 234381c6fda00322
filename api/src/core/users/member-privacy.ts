// A member's directory choices (table member_privacy, migration 0010), as the directory, the
// member's settings and their data export read them. A member without a row has the defaults.
import type { Kysely } from 'kysely';
import type { PrivacySettings } from 'shared/types';
import { fromIntBool } from '../../db/portable';
import type { Database, IntBool } from '../../db/schema';

/**
 * What a member who never chose gets: what the directory always showed (listed; name, e-mail,
 * profession and picture on the card; social links in the detail), the phone hidden.
 */
export const DEFAULT_PRIVACY: Readonly<PrivacySettings> = Object.freeze({
  listed: true,
  showEmail: true,
  showPhone: false,
  showProfession: true,
  showSocialLinks: true,
  showPicture: true,
});

/** The privacy columns of a member, as a left join reads them: all null when they never chose. */
export interface PrivacyColumns {
  listed: IntBool | null;
  show_email: IntBool | null;
  show_phone: IntBool | null;
  show_profession: IntBool | null;
  show_social_links: IntBool | null;
  show_picture: IntBool | null;
}

const flag = (value: IntBool | null, fallback: boolean): boolean => (value === null ? fallback : fromIntBool(value));

export function privacyFromColumns(columns: PrivacyColumns): PrivacySettings {
  return {
    listed: flag(columns.listed, DEFAULT_PRIVACY.listed),
    showEmail: flag(columns.show_email, DEFAULT_PRIVACY.showEmail),
    showPhone: flag(columns.show_phone, DEFAULT_PRIVACY.showPhone),
    showProfession: flag(columns.show_profession, DEFAULT_PRIVACY.showProfession),
    showSocialLinks: flag(columns.show_social_links, DEFAULT_PRIVACY.showSocialLinks),
    showPicture: flag(columns.show_picture, DEFAULT_PRIVACY.showPicture),
  };
}

/** The member's choices; the defaults when they never chose. */
export async function readPrivacy(db: Kysely<Database>, userId: string): Promise<PrivacySettings> {
  const row = await db.selectFrom('member_privacy').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? privacyFromColumns(row) : { ...DEFAULT_PRIVACY };
}
