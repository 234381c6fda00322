// POST /api/user/auth/contact: a visitor's message to the club.
import type { FastifyInstance } from 'fastify';
import { contactErrors, hasErrors, toContactMessage, toFieldErrorList, type ContactValues } from 'shared/validation';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { emailLimitKey } from '../../app/email-limit-key';
import { FieldValidationError } from '../../app/http-error';
import { createKeyedLimiter } from '../../app/keyed-rate-limit';
import { rateLimitConfig } from '../../app/rate-limit';
import { parseBody } from '../../app/validate-body';
import { followContactMails, sendContactMessage } from './contact';

export const CONTACT_PATH = '/api/user/auth/contact';
export const MESSAGE_SENT = 'Message sent successfully!';

export const CONTACT_WINDOW_MS = 15 * 60 * 1000;
/** Messages per client per window. */
export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_LIMITED = 'Too many messages sent. Please try again later.';
/** Messages per sender e-mail per window, whichever client sends them (see email-limit-key.ts). */
export const CONTACT_EMAIL_RATE_LIMIT = 3;

/** The shape only; the rules are the form's (shared/validation), applied below. */
const contactBody = z.strictObject({
  fullName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  interest: z.string(),
  message: z.string(),
});

export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  followContactMails(ctx);
  const perEmail = createKeyedLimiter(ctx.counters, {
    name: 'contact-email',
    max: CONTACT_EMAIL_RATE_LIMIT,
    windowMs: CONTACT_WINDOW_MS,
    message: CONTACT_RATE_LIMITED,
  });
  app.post(
    CONTACT_PATH,
    {
      config: rateLimitConfig({
        max: CONTACT_RATE_LIMIT,
        timeWindowMs: CONTACT_WINDOW_MS,
        message: CONTACT_RATE_LIMITED,
      }),
    },
    async (request, reply) => {
      const body = parseBody(contactBody, request.body);
      const values: ContactValues = { ...body, phone: body.phone ?? '' };
      const errors = contactErrors(values);
      if (hasErrors(errors)) throw new FieldValidationError(toFieldErrorList(errors));
      await perEmail.hit(emailLimitKey(values.email));
      // Success once stored with its mail, whether or not the mail server answers (see contact.ts).
      await sendContactMessage(ctx, toContactMessage(values));
      return reply.status(201).send({ success: true, message: MESSAGE_SENT });
    },
  );
}
