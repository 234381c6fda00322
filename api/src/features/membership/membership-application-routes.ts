// POST /api/user/membership/create: a visitor's membership application, optionally naming up to
// two members who know them (`sponsors`: e-mail addresses; not their own, not the same twice).
import type { FastifyInstance } from 'fastify';
import {
  APPLICATION_MESSAGES, hasErrors, MEMBERSHIP_GOALS, membershipApplicationErrors, sponsorListProblem, toFieldErrorList, WEEK_DAYS,
  type MembershipApplication,
} from 'shared/validation';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { emailLimitKey } from '../../app/email-limit-key';
import { FieldValidationError, HttpError } from '../../app/http-error';
import { createKeyedLimiter } from '../../app/keyed-rate-limit';
import { rateLimitConfig } from '../../app/rate-limit';
import { parseBody } from '../../app/validate-body';
import { submitApplication } from './membership-application';

export const APPLICATION_PATH = '/api/user/membership/create';
export const APPLICATION_SUBMITTED = 'Application submitted successfully';
export const APPLICATION_PENDING = 'An application for this email is already pending.';
export const EMAIL_IS_MEMBER = 'This email already belongs to a member.';

export const APPLICATION_WINDOW_MS = 60 * 60 * 1000;
/** Applications per client per window, unless APPLICATION_RATE_LIMIT says otherwise. */
export const APPLICATION_RATE_LIMIT = 5;
export const APPLICATION_RATE_LIMITED = 'Too many applications submitted. Please try again later.';
/**
 * Applications per applicant e-mail per window, whichever client sends them (see
 * email-limit-key.ts); duplicates are refused (409) anyway, this bounds the probing.
 */
export const APPLICATION_EMAIL_RATE_LIMIT = 3;

/**
 * A list of options, bounded before the rules run: no more items than there are options and none
 * longer than the longest option (neither could pass the rules), so that a body under the size
 * limit cannot carry thousands of items for them to look through. Same message as the rules.
 */
function optionList(options: readonly string[]) {
  const longest = Math.max(...options.map((option) => option.length));
  return z
    .array(z.string())
    .refine(
      (items) => items.length <= options.length && items.every((item) => item.length <= longest),
      APPLICATION_MESSAGES.optionInvalid,
    );
}

/**
 * The shape and types only; every rule (required, lengths, options, URLs, agreement) is the
 * form's own (shared/validation), applied below.
 */
const applicationBody = z.strictObject({
  email: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  profession: z.string(),
  professionalContribution: z.string(),
  interestReason: z.string(),
  culinarySkills: z.string(),
  cuisineInterests: z.string(),
  restaurantRecommendations: z.string(),
  diningFrequency: z.string(),
  availableDays: optionList(WEEK_DAYS),
  membershipGoals: optionList(MEMBERSHIP_GOALS),
  cohostingInterest: z.string(),
  referralSource: z.string(),
  instagramUrl: z.string().optional(),
  linkedinUrl: z.string().optional(),
  dietaryRestrictions: z.string().optional(),
  membershipAgreement: z.boolean(),
  /** Members who know the applicant (checked by `sponsorListProblem`). */
  sponsors: z.array(z.string()).optional(),
}) satisfies z.ZodType<MembershipApplication & { sponsors?: string[] }>;

export function registerMembershipApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const perEmail = createKeyedLimiter(ctx.counters, {
    name: 'application-email',
    max: APPLICATION_EMAIL_RATE_LIMIT,
    windowMs: APPLICATION_WINDOW_MS,
    message: APPLICATION_RATE_LIMITED,
  });
  app.post(
    APPLICATION_PATH,
    {
      config: rateLimitConfig({
        max: ctx.config.applicationRateLimit,
        timeWindowMs: APPLICATION_WINDOW_MS,
        message: APPLICATION_RATE_LIMITED,
      }),
    },
    async (request, reply) => {
      const { sponsors = [], ...payload } = parseBody(applicationBody, request.body);
      const errors = membershipApplicationErrors(payload);
      const sponsorProblem = sponsorListProblem(sponsors, payload.email);
      const fields = [...(hasErrors(errors) ? toFieldErrorList(errors) : []), ...(sponsorProblem ? [{ field: 'sponsors', message: sponsorProblem }] : [])];
      if (fields.length > 0) throw new FieldValidationError(fields);
      await perEmail.hit(emailLimitKey(payload.email));
      const result = await submitApplication(ctx, payload, sponsors);
      if (result.outcome === 'member-exists') throw new HttpError(409, EMAIL_IS_MEMBER);
      if (result.outcome === 'pending-exists') throw new HttpError(409, APPLICATION_PENDING);
      return reply.status(201).send({ success: true, message: APPLICATION_SUBMITTED });
    },
  );
}
