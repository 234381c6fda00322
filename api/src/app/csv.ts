// CSV exports of admin lists (RFC 4180: CRLF lines, every cell quoted, quotes doubled), with a
// UTF-8 byte order mark so spreadsheet programs read accents right. A cell a spreadsheet would
// run as a formula (it begins with =, +, -, @, a tab or a carriage return, possibly after spaces)
// gets a leading apostrophe, which spreadsheets show as text and never evaluate (OWASP CSV
// injection): text members and applicants typed must never run on an admin's machine.
import type { FastifyReply } from 'fastify';
import { sendAttachment } from './attachment';

const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;

export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const cell = (value: string | null): string => `"${neutraliseFormula(value ?? '').replace(/"/g, '""')}"`;

/** The CSV text of a header row and data rows (null is an empty cell). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Sends CSV text as a download named `filename`. */
export const sendCsv = (reply: FastifyReply, filename: string, csv: string): FastifyReply =>
  sendAttachment(reply, filename, 'text/csv; charset=utf-8', csv);
