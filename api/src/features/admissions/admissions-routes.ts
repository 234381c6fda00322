// Admissions as the club runs them: the sponsors an applicant named answer, the committee votes,
// the club sets what an acceptance needs, and the applicant follows their application.
//
// Members (not administrators: 403; a visitor: 401):
// GET  /api/user/sponsorships                   -> { data: Sponsorship[] } the applications naming them, newest first
// POST /api/user/sponsorships/:id               { decision: 'endorse' | 'decline', note? } -> { data: Sponsorship }
//      changeable until the application is decided (409 after); another member's id: 404
// Administrators:
// GET  /api/admin/membership/:id/votes          -> { data: ApplicationVotes }
// POST /api/admin/membership/:id/votes          { vote: 'yes' | 'no' | 'abstain', comment? } -> { data: ApplicationVotes }
//      one vote per admin, changeable until the application is decided (409 after)
// GET  /api/admin/admissions/settings           -> { data: AdmissionSettings }
// PUT  /api/admin/admissions/settings           { quorum, sponsorsRequired } -> { data: AdmissionSettings }
// Anyone holding the link:
// GET  /api/membership/status/:token            -> { data: ApplicationStatus }, 404 for an unknown token
//
// Notes and comments are trimmed, at most 1,000 characters, blank ones stored as none. Every
// answer, vote and change of the rules is in the audit trail (membership_audit) in the same
// transaction.
import type { FastifyInstance } from 'fastify';
import type {
  AdmissionSettings, ApplicationStatus, ApplicationVotes, SponsorshipBody, Sponsorship, SponsorshipsResponse, VoteBody,
} from 'shared/types';
import {
  ADMISSION_NOTE_MAX_LENGTH, ADMISSION_NOTE_MESSAGES, admissionSettingsProblems, COMMENT_MESSAGES,
} from 'shared/validation';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { FieldValidationError, HttpError } from '../../app/http-error';
import { parseBody } from '../../app/validate-body';
import { recordMembershipAudit } from '../../core/membership/membership-audit-repository';
import { nowIso } from '../../db/portable';
import { readAdmissionSettings, writeAdmissionSettings } from '../../core/admissions/admission-settings';
import { applicationStatusOf } from './application-status';
import { applicationVotes, castVote } from '../../core/admissions/committee-votes-repository';
import { answerSponsorship, sponsorshipsOf } from '../../core/admissions/sponsorships-repository';

export const SPONSORSHIPS_PATH = '/api/user/sponsorships';
export const ADMISSION_SETTINGS_PATH = '/api/admin/admissions/settings';
export const APPLICATION_STATUS_PATH = '/api/membership/status';
export const votesPath = (applicationId: string): string => `/api/admin/membership/${encodeURIComponent(applicationId)}/votes`;

export const SPONSORS_ARE_MEMBERS = 'Sponsorships are answered by members';
export const SPONSORSHIP_NOT_FOUND = 'Sponsorship not found';
export const APPLICATION_DECIDED = 'This application has already been decided.';
export const APPLICATION_NOT_FOUND = 'Membership request not found';
export const STATUS_NOT_FOUND = 'Application not found';

/** Optional text: trimmed, blank stored as none. */
const optionalText = (tooLong: string) =>
  z.string().trim().max(ADMISSION_NOTE_MAX_LENGTH, tooLong).optional().transform((text) => text || null);

const sponsorshipBody = z.strictObject({
  decision: z.enum(['endorse', 'decline'], { message: "Must be 'endorse' or 'decline'" }),
  note: optionalText(ADMISSION_NOTE_MESSAGES.tooLong),
}) satisfies z.ZodType<unknown, SponsorshipBody>;

const voteBody = z.strictObject({
  vote: z.enum(['yes', 'no', 'abstain'], { message: "Must be 'yes', 'no' or 'abstain'" }),
  comment: optionalText(COMMENT_MESSAGES.tooLong),
}) satisfies z.ZodType<unknown, VoteBody>;

const settingsBody = z.strictObject({ quorum: z.unknown(), sponsorsRequired: z.unknown() });

export function registerAdmissionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, engine } = ctx;
  const adminOnly = { config: { auth: 'admin' } } as const;
  const membersOnly = { config: { auth: { membersOnly: SPONSORS_ARE_MEMBERS } } } as const;

  app.get(SPONSORSHIPS_PATH, membersOnly, async (request): Promise<SponsorshipsResponse> => ({
    data: await sponsorshipsOf(db, request.auth.user.id),
  }));

  app.post<{ Params: { id: string } }>(`${SPONSORSHIPS_PATH}/:id`, membersOnly, async (request): Promise<{ data: Sponsorship }> => {
    const { decision, note } = parseBody(sponsorshipBody, request.body);
    const userId = request.auth.user.id;
    const result = await db.transaction().execute(async (trx) => {
      const at = nowIso();
      const answered = await answerSponsorship(trx, engine, {
        id: request.params.id, userId, status: decision === 'endorse' ? 'endorsed' : 'declined', note, at,
      });
      if (answered.outcome === 'answered') {
        await recordMembershipAudit(trx, {
          action: decision === 'endorse' ? 'endorsed' : 'sponsor-declined',
          applicationId: answered.applicationId,
          userId: null,
          adminId: userId,
          reason: note,
        }, at);
      }
      return answered;
    });
    if (result.outcome === 'not-found') throw new HttpError(404, SPONSORSHIP_NOT_FOUND);
    if (result.outcome === 'decided') throw new HttpError(409, APPLICATION_DECIDED);
    return { data: result.sponsorship };
  });

  app.get<{ Params: { id: string } }>(`/api/admin/membership/:id/votes`, adminOnly, async (request): Promise<{ data: ApplicationVotes }> => {
    const exists = await db.selectFrom('membership_applications').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!exists) throw new HttpError(404, APPLICATION_NOT_FOUND);
    return { data: await applicationVotes(db, request.params.id) };
  });

  app.post<{ Params: { id: string } }>(`/api/admin/membership/:id/votes`, adminOnly, async (request): Promise<{ data: ApplicationVotes }> => {
    const { vote, comment } = parseBody(voteBody, request.body);
    const adminId = request.auth.user.id;
    const applicationId = request.params.id;
    const result = await db.transaction().execute(async (trx) => {
      const at = nowIso();
      const cast = await castVote(trx, engine, { applicationId, adminId, vote, comment, at });
      if (cast.outcome === 'voted') {
        await recordMembershipAudit(trx, {
          action: 'voted', applicationId, userId: null, adminId, reason: comment ? `${vote}: ${comment}` : vote,
        }, at);
      }
      return cast;
    });
    if (result.outcome === 'not-found') throw new HttpError(404, APPLICATION_NOT_FOUND);
    if (result.outcome === 'decided') throw new HttpError(409, APPLICATION_DECIDED);
    return { data: await applicationVotes(db, applicationId) };
  });

  app.get(ADMISSION_SETTINGS_PATH, adminOnly, async (): Promise<{ data: AdmissionSettings }> => ({ data: await readAdmissionSettings(db) }));

  app.put(ADMISSION_SETTINGS_PATH, adminOnly, async (request): Promise<{ data: AdmissionSettings }> => {
    const body = parseBody(settingsBody, request.body);
    const problems = admissionSettingsProblems(body);
    const fields = Object.entries(problems).map(([field, message]) => ({ field, message }));
    if (fields.length > 0) throw new FieldValidationError(fields);
    const settings = { quorum: body.quorum as number, sponsorsRequired: body.sponsorsRequired as number };
    return { data: await writeAdmissionSettings(db, settings, request.auth.user.id) };
  });

  app.get<{ Params: { token: string } }>(`${APPLICATION_STATUS_PATH}/:token`, async (request, reply): Promise<{ data: ApplicationStatus }> => {
    // The URL holds the applicant's secret: never stored by a cache, never sent on as a referrer.
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const status = await applicationStatusOf(db, request.params.token);
    if (!status) throw new HttpError(404, STATUS_NOT_FOUND);
    return { data: status };
  });
}
