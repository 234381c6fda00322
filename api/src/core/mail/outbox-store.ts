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

/** Every recorded mail, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.json')).sort();
  const mails: OutboxMail[] = [];
  for (const name of files) {
    const record = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxMail;
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
