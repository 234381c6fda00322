// What the features do when something happens to a member that others hold data about. Each
// feature registers its handlers at start; the feature that acts runs them, in its own
// transaction. No feature imports another.
// - Deactivated: an admin blocked the member, or the member left the club. Handlers release what
//   the member holds (dinner seats go to the waitlists), in the transaction of the block or the
//   departure.
// - Erased: a departed member's personal data is being erased. Each feature erases or anonymises
//   its own tables, inside the erasure's transaction.
// - Export: each feature contributes the sections of the member's data export it holds; every
//   section must have its reader (an export missing one fails rather than leave data out).
// A handler that throws fails the whole change: it commits with its consequences or not at all.
import type { Kysely } from 'kysely';
import type { MemberDataExport } from 'shared/types';
import type { Database } from '../db/schema';

export type DeactivationReason = 'member blocked' | 'member left';

export interface MemberDeactivated {
  userId: string;
  /** The admin who blocked the member; null when the member left on their own. */
  adminId: string | null;
  reason: DeactivationReason;
  /** The time of the block or departure (ISO-8601). */
  at: string;
}

export interface MemberErased {
  userId: string;
  /** The admin erasing at once; null when the grace period ran out. */
  adminId: string | null;
  /** The time of the erasure (ISO-8601). */
  at: string;
  /**
   * Every e-mail address the club knew the member by (their account's and their applications'),
   * lower-cased, read before anything was erased.
   */
  emails: string[];
  /** The account's picture URL before the erasure, if any. */
  profilePicture: string | null;
}

/** The sections of the export that features other than the member-data one hold. */
export const CONTRIBUTED_EXPORT_SECTIONS = ['dinnerReplies', 'calendarFeed', 'passkeys', 'twoFactor', 'securityEvents', 'sponsorships'] as const;
export type ContributedExportSection = (typeof CONTRIBUTED_EXPORT_SECTIONS)[number];
export type ContributedExport = Pick<MemberDataExport, ContributedExportSection>;

export type DeactivatedHandler = (trx: Kysely<Database>, event: MemberDeactivated) => Promise<void>;
export type ErasedHandler = (trx: Kysely<Database>, event: MemberErased) => Promise<void>;
export type ExportReader<K extends ContributedExportSection> = (
  db: Kysely<Database>,
  member: { userId: string },
  now: Date,
) => Promise<MemberDataExport[K]>;

export interface MemberLifecycle {
  /** Registers what to do, in its transaction, when a member is blocked or leaves. */
  onDeactivated(handler: DeactivatedHandler): void;
  /** Registers what to erase, in the erasure's transaction. */
  onErased(handler: ErasedHandler): void;
  /** Registers the reader of one section of the export (one reader per section). */
  onExport<K extends ContributedExportSection>(section: K, reader: ExportReader<K>): void;
  /** Runs every deactivation handler, in the order registered, inside `trx`. */
  deactivated(trx: Kysely<Database>, event: MemberDeactivated): Promise<void>;
  /** Runs every erasure handler, in the order registered, inside `trx`. */
  erased(trx: Kysely<Database>, event: MemberErased): Promise<void>;
  /** Every contributed section of the member's export; throws when one has no reader. */
  exportSections(db: Kysely<Database>, member: { userId: string }, now: Date): Promise<ContributedExport>;
}

type Readers = { [K in ContributedExportSection]?: ExportReader<K> };

export function createMemberLifecycle(): MemberLifecycle {
  const deactivatedHandlers: DeactivatedHandler[] = [];
  const erasedHandlers: ErasedHandler[] = [];
  const readers: Readers = {};

  async function read<K extends ContributedExportSection>(
    section: K,
    db: Kysely<Database>,
    member: { userId: string },
    now: Date,
  ): Promise<MemberDataExport[K]> {
    const reader = readers[section];
    if (!reader) throw new Error(`the export section '${section}' has no reader`);
    return reader(db, member, now);
  }

  return {
    onDeactivated(handler) {
      deactivatedHandlers.push(handler);
    },
    onErased(handler) {
      erasedHandlers.push(handler);
    },
    onExport(section, reader) {
      if (readers[section]) throw new Error(`the export section '${section}' has a reader already`);
      (readers as Record<string, unknown>)[section] = reader;
    },
    async deactivated(trx, event) {
      for (const handler of deactivatedHandlers) await handler(trx, event);
    },
    async erased(trx, event) {
      for (const handler of erasedHandlers) await handler(trx, event);
    },
    async exportSections(db, member, now) {
      return {
        dinnerReplies: await read('dinnerReplies', db, member, now),
        calendarFeed: await read('calendarFeed', db, member, now),
        passkeys: await read('passkeys', db, member, now),
        twoFactor: await read('twoFactor', db, member, now),
        securityEvents: await read('securityEvents', db, member, now),
        sponsorships: await read('sponsorships', db, member, now),
      };
    },
  };
}
