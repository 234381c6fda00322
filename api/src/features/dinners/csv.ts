// CSV for spreadsheets (RFC 4180: CRLF rows, a field quoted when it holds a comma, a quote or a
// line break, quotes doubled), led by a UTF-8 byte-order mark so that Excel reads names as UTF-8.
// A text cell that a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a
// carriage return) is neutralised with a leading apostrophe: it shows as the text it is.
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (rows: CsvCell[][]): string => `\ufeff${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
