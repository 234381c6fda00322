// Data access for contact messages.
import type { Kysely } from 'kysely';
import type { ContactMessage } from 'shared/validation';
import { newId, nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';

export interface StoredContactMessage extends ContactMessage {
  id: string;
  createdAt: string;
}

/** Stores a validated, trimmed message (see `toContactMessage`). */
export async function insertContactMessage(db: Kysely<Database>, message: ContactMessage): Promise<StoredContactMessage> {
  const stored: StoredContactMessage = { ...message, id: newId(), createdAt: nowIso() };
  await db
    .insertInto('contact_messages')
    .values({
      id: stored.id,
      full_name: message.fullName,
      email: message.email,
      phone: message.phone ?? null,
      interest: message.interest,
      message: message.message,
      created_at: stored.createdAt,
      mailed_at: null,
    })
    .execute();
  return stored;
}

export async function markContactMessageMailed(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('contact_messages').set({ mailed_at: nowIso() }).where('id', '=', id).execute();
}
