import { api, REQUEST_TIMEOUT_MS, type ApplicationNote, type NoteBody } from 'shared';
import { toActivityEntry, type ActivityEntry } from '../activity/activity-entry';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One note of an answer, or null for something without an id or a time. */
export function toApplicationNote(value: unknown): ApplicationNote | null {
  if (!isRecord(value) || !text(value.id) || !text(value.at)) return null;
  const author = isRecord(value.author) ? value.author : {};
  return {
    id: text(value.id),
    text: text(value.text),
    at: text(value.at),
    author: { id: text(author.id), fullName: text(author.fullName) },
  };
}

const notesPath = (applicationId: string) => `admin/membership/${encodeURIComponent(applicationId)}/notes`;

function listOf<T>(body: unknown, toItem: (value: unknown) => T | null): T[] {
  const list = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(list)) throw new Error('The answer has no list');
  return list.map(toItem).filter((item): item is T => item !== null);
}

/** GET /admin/membership/{id}/notes: the admins' internal notes on an application, oldest first. */
export async function fetchNotes(applicationId: string, signal?: AbortSignal): Promise<ApplicationNote[]> {
  const body = await api().get(notesPath(applicationId), { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  return listOf(body, toApplicationNote);
}

/**
 * POST /admin/membership/{id}/notes { text }: adds a note as the signed-in admin and gives it back
 * (author and time set by the server). Rejects on any error (a 400 names the field). Never retried.
 */
export async function addNote(applicationId: string, body: NoteBody): Promise<ApplicationNote> {
  const answer = await api().post(notesPath(applicationId), { json: body, timeout: REQUEST_TIMEOUT_MS.write }).json<unknown>();
  const note = toApplicationNote(isRecord(answer) ? answer.data : undefined);
  if (!note) throw new Error('The answer has no note');
  return note;
}

/** GET /admin/membership/{id}/history: what the admins decided about an application, oldest first. */
export async function fetchHistory(applicationId: string, signal?: AbortSignal): Promise<ActivityEntry[]> {
  const path = `admin/membership/${encodeURIComponent(applicationId)}/history`;
  const body = await api().get(path, { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  return listOf(body, toActivityEntry);
}
