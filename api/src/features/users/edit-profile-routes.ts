// POST /api/user/auth/edit-profile: the signed-in user changes their own
// name, phone and picture. Cookie session or `Authorization: Bearer <token>`; blocked users have
// no session (authenticate refuses them). Nothing else can change here: the body is strict, so
// `email`, `isAdmin` or any other key is a 400, and the user is always the session's.
//
// Body: { fullName: string, phone?: string | null, profilePicture?: string | null }
// - fullName: the profile rules of shared/validation (required, at most 100), stored trimmed.
// - phone: empty, null or absent clears it; otherwise 7-15 digits (optional +), stored
//   normalised (no spaces, dashes or parentheses).
// - profilePicture: absent keeps the current one; null or '' clears it; otherwise exactly a
//   public URL of the avatars bucket of the configured storage (STORAGE_URL), as supabase-js
//   getPublicUrl returns it.
// Answers { user } (the same public user as login's `data`), or 400 { message: [{ field, message }] }.
// Admins may edit their own profile too: it is their own record and changes no role.
import type { FastifyInstance } from 'fastify';
import type { ProfileEditResponse } from 'shared/types';
import { isBlank, normalizePhone, profileErrors, toFieldErrorList } from 'shared/validation';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { FieldValidationError, HttpError, type FieldError } from '../../app/http-error';
import { parseBody } from '../../app/validate-body';
import { NOT_SIGNED_IN } from '../../core/auth/route-auth';
import { isAvatarPublicUrl } from '../../core/storage/storage-paths';
import { toPublicUser } from '../../core/users/public-user';
import { findUserById, updateUser } from '../../core/users/user-repository';

export const EDIT_PROFILE_PATH = '/api/user/auth/edit-profile';
export const PROFILE_PICTURE_NOT_STORED = 'Profile picture must be an image uploaded to the club storage';

const editProfileBody = z.strictObject({
  fullName: z.string(),
  phone: z.string().nullable().optional(),
  profilePicture: z.string().nullable().optional(),
});

export function registerEditProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  app.post(EDIT_PROFILE_PATH, { config: { auth: 'signed-in' } }, async (request): Promise<ProfileEditResponse> => {
    const { user } = request.auth;
    const body = parseBody(editProfileBody, request.body);
    const phone = isBlank(body.phone) ? null : (body.phone ?? null);
    const picture = body.profilePicture === undefined ? undefined : isBlank(body.profilePicture) ? null : body.profilePicture;

    const errors: FieldError[] = toFieldErrorList(profileErrors({ fullName: body.fullName, phone }));
    if (picture && !isAvatarPublicUrl(config.storage, picture)) {
      errors.push({ field: 'profilePicture', message: PROFILE_PICTURE_NOT_STORED });
    }
    if (errors.length > 0) throw new FieldValidationError(errors);

    await updateUser(db, user.id, {
      fullName: body.fullName.trim(),
      phone: phone === null ? null : normalizePhone(phone),
      ...(picture !== undefined && { profilePicture: picture }),
    });
    const updated = await findUserById(db, user.id);
    // Deleted between the session check and the update (no call deletes users): as if signed out.
    if (!updated) throw new HttpError(401, NOT_SIGNED_IN);
    return { user: toPublicUser(updated) };
  });
}
