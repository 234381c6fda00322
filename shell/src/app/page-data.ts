import { isUser, type User } from 'shared';

/**
 * What the server puts in a page it rendered, beside the markup, as JSON elements (not scripts:
 * the Content-Security-Policy does not apply to them): the run-time config the page was
 * rendered for, the remote manifests it used, by URL, on a guarded page drawn for the session
 * the server confirmed for this very request, that session's user, and the API answers its
 * first screen was drawn from, by path.
 */
export const PAGE_CONFIG_ID = 'club-config';
export const PAGE_MANIFESTS_ID = 'club-manifests';
export const PAGE_SESSION_ID = 'club-session';
export const PAGE_ANSWERS_ID = 'club-answers';

export interface PageData {
  /** The run-time config, unchecked; undefined when the page holds none (not rendered by the server). */
  config: unknown;
  /** Remote manifest URL -> its JSON. */
  manifests: Record<string, unknown>;
  /** The user of the session the server confirmed and drew the page for; undefined when it drew none. */
  sessionUser: User | undefined;
  /** API path -> the answer the first screen was drawn from. */
  answers: Record<string, unknown>;
}

function jsonOf(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads the page's data; whatever is missing or unreadable is left out. */
export function readPageData(doc: Document = document): PageData {
  const manifests = jsonOf(doc, PAGE_MANIFESTS_ID);
  const sessionUser = jsonOf(doc, PAGE_SESSION_ID);
  const answers = jsonOf(doc, PAGE_ANSWERS_ID);
  return {
    config: jsonOf(doc, PAGE_CONFIG_ID),
    manifests: typeof manifests === 'object' && manifests !== null ? (manifests as Record<string, unknown>) : {},
    sessionUser: isUser(sessionUser) ? sessionUser : undefined,
    answers: typeof answers === 'object' && answers !== null && !Array.isArray(answers) ? (answers as Record<string, unknown>) : {},
  };
}
