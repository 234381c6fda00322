// Data access for passkeys (table passkeys). Keys and ids are base64url text.
import type { Kysely } from 'kysely';
import { newId, nowIso, toIntBool, fromIntBool } from '../../db/portable';
import type { Database } from '../../db/schema';

/** A passkey as its owner sees it in their list. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced to the owner's other devices (a multi-device credential that is backed up). */
  backedUp: boolean;
}

export interface StoredPasskey {
  id: string;
  userId: string;
  name: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface NewPasskey {
  userId: string;
  name: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

const parseTransports = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

export async function listPasskeys(db: Kysely<Database>, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'backed_up'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    backedUp: fromIntBool(row.backed_up),
  }));
}

/** The credentials a user has, for excluding them from a new registration. */
export async function credentialsOf(db: Kysely<Database>, userId: string): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', userId).execute();
  return rows.map((row) => ({ id: row.credential_id, transports: parseTransports(row.transports) }));
}

export async function findPasskeyByCredentialId(db: Kysely<Database>, credentialId: string): Promise<StoredPasskey | null> {
  const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: parseTransports(row.transports),
  };
}

export async function insertPasskey(db: Kysely<Database>, passkey: NewPasskey): Promise<PasskeySummary> {
  const row = {
    id: newId(),
    user_id: passkey.userId,
    credential_id: passkey.credentialId,
    public_key: passkey.publicKey,
    counter: passkey.counter,
    transports: JSON.stringify(passkey.transports),
    name: passkey.name,
    device_type: passkey.deviceType,
    backed_up: toIntBool(passkey.backedUp),
    created_at: nowIso(),
    last_used_at: null,
  };
  await db.insertInto('passkeys').values(row).execute();
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: null, backedUp: passkey.backedUp };
}

/**
 * Records a sign-in with the passkey: its new signature counter and the time. Only if the counter
 * is still the one the assertion was checked against, so of two assertions checked at once with
 * one counter value (a cloned authenticator) only one signs in.
 */
export async function recordPasskeyUse(db: Kysely<Database>, id: string, checkedCounter: number, newCounter: number): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: nowIso() })
    .where('id', '=', id)
    .where('counter', '=', checkedCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the user's passkey; its name, or null when the user has no passkey with that id. */
export async function deletePasskey(db: Kysely<Database>, userId: string, id: string): Promise<string | null> {
  const row = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).returning('name').executeTakeFirst();
  return row?.name ?? null;
}
