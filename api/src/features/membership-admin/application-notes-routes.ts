// Admins' internal notes on an application, for reviewing together before deciding. Admins only
// (`config.auth: 'admin'`); never shown to members, never in a member's data export.
//
// GET  /api/admin/membership/:id/notes            -> { data: ApplicationNote[] } oldest first
// POST /api/admin/membership/:id/notes { text }   -> 201 { data: ApplicationNote }
//
// :id is the application's id (a MembershipRecord's id), pending or decided. `text` is trimmed,
// 1-2000 characters (400 { message: [{ field: 'text', message }] } otherwise). An unknown
// application is a 404.
import type { FastifyInstance } from 'fastify';
import type { ApplicationNote, NoteBody } from 'shared/types';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES } from 'shared/validation';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { parseBody } from '../../app/validate-body';
import { addApplicationNote, listApplicationNotes } from './application-notes-repository';
import { ADMIN_MEMBERSHIP_PATH, REQUEST_NOT_FOUND } from './membership-admin-routes';

export { NOTE_MAX_LENGTH, NOTE_MESSAGES };

export const notesPath = (applicationId: string): string =>
  `${ADMIN_MEMBERSHIP_PATH}/${encodeURIComponent(applicationId)}/notes`;

const noteBody = z.strictObject({
  text: z.string().trim().min(1, NOTE_MESSAGES.required).max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
}) satisfies z.ZodType<NoteBody>;

export function registerApplicationNoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const adminOnly = { config: { auth: 'admin' } } as const;

  app.get<{ Params: { id: string } }>(
    `${ADMIN_MEMBERSHIP_PATH}/:id/notes`,
    adminOnly,
    async (request): Promise<{ data: ApplicationNote[] }> => {
      const notes = await listApplicationNotes(db, request.params.id);
      if (!notes) throw new HttpError(404, REQUEST_NOT_FOUND);
      return { data: notes };
    },
  );

  app.post<{ Params: { id: string } }>(`${ADMIN_MEMBERSHIP_PATH}/:id/notes`, adminOnly, async (request, reply) => {
    const { text } = parseBody(noteBody, request.body);
    const note = await addApplicationNote(db, { applicationId: request.params.id, authorId: request.auth.user.id, text });
    if (!note) throw new HttpError(404, REQUEST_NOT_FOUND);
    return reply.code(201).send({ data: note });
  });
}
