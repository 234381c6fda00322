// The local outbox: one JSON file per e-mail under DATA_DIR/outbox, names sortable by time.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  /** Present only on mails sent with a Reply-To. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: string;
  /** Present only on mails sent with files: their names and types. */
  attachments?: { filename: string; contentType: string }[];
}

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

let sequence = 0;

function nextFileName(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = String(now.getTime()).padStart(15, '0');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
}

/** Writes atomically (temp file, then rename) so a reader never sees half a mail. */
export async function appendToOutbox(dir: string, mail: OutboxMail): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, nextFileName(new Date(mail.sentAt)));
  const temp = `${file}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(temp, file);
  return file;
}

/** The recorded mails' files, oldest first (none when the folder is not there yet). */
async function mailFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort().map((name) => path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A recorded mail; null when its file is gone (erased meanwhile). */
async function readMail(file: string): Promise<OutboxMail | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as OutboxMail;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The addresses of a recorded mail's `to` or `replyTo` (comma-separated), lower-cased. */
export const addressesOf = (list: string | undefined): string[] =>
  (list ?? '').split(',').map((address) => address.trim().toLowerCase()).filter(Boolean);

/** Deletes every recorded mail `matches` picks. */
export async function removeFromOutbox(dir: string, matches: (mail: OutboxMail) => boolean): Promise<void> {
  for (const file of await mailFiles(dir)) {
    const mail = await readMail(file);
    if (mail && matches(mail)) await fs.rm(file, { force: true });
  }
}

/** Every recorded mail, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  for (const file of await mailFiles(dir)) {
    const record = await readMail(file);
    if (!record) continue;
    mails.push({
      to: record.to,
      ...(record.replyTo !== undefined && { replyTo: record.replyTo }),
      subject: record.subject,
      text: record.text,
      html: record.html ?? null,
      sentAt: record.sentAt,
      ...(record.attachments !== undefined && { attachments: record.attachments }),
    });
  }
  return mails;
}
