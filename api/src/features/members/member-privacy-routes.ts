// A member's directory choices, and the preview of their entry as other members see it.
//
// GET /api/user/privacy                -> PrivacyResponse { data: PrivacySettings, preview }
// PUT /api/user/privacy PrivacySettings -> PrivacyResponse (the choices stored, the new preview)
//
// Members only (`membersOnly`: a visitor 401, an admin 403, admins are not in the directory).
// The body names all six choices as booleans, nothing else (400 with the field list otherwise).
// `preview` is made by the same code as the directory's entries, so it is exactly what the
// directory sends others: null when the member is not listed. A change reaches the directory at
// its next call (the change moves the directory version, migration 0010).
import type { FastifyInstance } from 'fastify';
import type { PrivacyResponse, PrivacySettings } from 'shared/types';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { parseBody } from '../../app/validate-body';
import { readPrivacy } from '../../core/users/member-privacy';
import { savePrivacy } from './member-privacy-repository';
import { findDirectoryMember } from './verified-members-repository';

export const PRIVACY_PATH = '/api/user/privacy';
export const PRIVACY_MEMBERS_ONLY = 'Directory privacy is for members only';

const privacyBody = z.strictObject({
  listed: z.boolean(),
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  showProfession: z.boolean(),
  showSocialLinks: z.boolean(),
  showPicture: z.boolean(),
}) satisfies z.ZodType<PrivacySettings>;

export function registerMemberPrivacyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const membersOnly = { config: { auth: { membersOnly: PRIVACY_MEMBERS_ONLY } } };

  const answer = async (userId: string): Promise<PrivacyResponse> => ({
    data: await readPrivacy(db, userId),
    preview: await findDirectoryMember(db, userId),
  });

  app.get(PRIVACY_PATH, membersOnly, async (request): Promise<PrivacyResponse> => answer(request.auth.user.id));

  app.put(PRIVACY_PATH, membersOnly, async (request): Promise<PrivacyResponse> => {
    const settings = parseBody(privacyBody, request.body);
    await savePrivacy(db, request.auth.user.id, settings);
    return answer(request.auth.user.id);
  });
}
