// Data access for users. Callers see booleans and normalised e-mails; rows stay inside.
import type { Kysely } from 'kysely';
import { fromIntBool, newId, nowIso, toIntBool } from '../../db/portable';
import type { Database, UserRow } from '../../db/schema';

export interface User {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  profilePicture: string | null;
  passwordHash: string | null;
  isAdmin: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  fullName: string;
  email: string;
  phone?: string | null;
  profilePicture?: string | null;
  passwordHash?: string | null;
  isAdmin?: boolean;
  isActive?: boolean;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function userFromRow(row: UserRow): User {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    profilePicture: row.profile_picture,
    passwordHash: row.password_hash,
    isAdmin: fromIntBool(row.is_admin),
    isActive: fromIntBool(row.is_active),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row ? userFromRow(row) : null;
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? userFromRow(row) : null;
}

export async function createUser(db: Kysely<Database>, input: NewUser): Promise<User> {
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    full_name: input.fullName.trim(),
    email: normalizeEmail(input.email),
    phone: input.phone ?? null,
    profile_picture: input.profilePicture ?? null,
    password_hash: input.passwordHash ?? null,
    is_admin: toIntBool(input.isAdmin ?? false),
    is_active: toIntBool(input.isActive ?? true),
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return userFromRow(row);
}

export interface UserChanges {
  fullName?: string;
  phone?: string | null;
  profilePicture?: string | null;
  passwordHash?: string | null;
  isAdmin?: boolean;
  isActive?: boolean;
}

export async function updateUser(db: Kysely<Database>, id: string, changes: UserChanges): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(changes.fullName !== undefined && { full_name: changes.fullName.trim() }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      ...(changes.profilePicture !== undefined && { profile_picture: changes.profilePicture }),
      ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
      ...(changes.isAdmin !== undefined && { is_admin: toIntBool(changes.isAdmin) }),
      ...(changes.isActive !== undefined && { is_active: toIntBool(changes.isActive) }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export async function countUsers(
  db: Kysely<Database>,
  filter: { isAdmin?: boolean } = {},
): Promise<number> {
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'));
  if (filter.isAdmin !== undefined) query = query.where('is_admin', '=', toIntBool(filter.isAdmin));
  const row = await query.executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
  return Number(row.n);
}
