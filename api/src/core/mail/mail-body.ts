// The text and HTML bodies of a mail, from one list of paragraphs. Text is escaped in the HTML.
import { escapeHtml } from './escape-html';

/** Plain text (escaped in the HTML, line breaks kept), or a paragraph with its own HTML. */
export type MailParagraph = string | { text: string; html: string };

export function mailBody(paragraphs: MailParagraph[]): { text: string; html: string } {
  const text = `${paragraphs.map((p) => (typeof p === 'string' ? p : p.text)).join('\n\n')}\n`;
  const html = paragraphs
    .map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>` : p.html))
    .join('\n');
  return { text, html };
}

/** A link on a paragraph of its own. */
export const mailLink = (url: string): MailParagraph => ({
  text: url,
  html: `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
});

/** On one line, whatever was stored or typed (a name in a greeting or a header). */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();
