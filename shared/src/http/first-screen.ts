import { createContext } from 'react';
import { FIRST_SCREEN_PATH, type AskApi } from '../types/page';

/**
 * The API answers a page's first screen is drawn from, carried from the server's render to the
 * browser's hydration inside the page, so the browser draws the same data at once and asks the
 * API for none of it again.
 *
 * A load names the GET it stands for (`useLoad`'s `firstScreen`): the API path, without the API
 * base, as the client calls it, and how its answer's body reads as the load's data (null: it does
 * not, and the load runs as usual).
 */
export interface FirstScreenRequest<T> {
  path: string;
  read: (body: unknown) => T | null;
}

/** While the server renders a page: each path asked once, its answer kept for the page. */
export interface ServerAnswers {
  kind: 'server';
  /** The body of GET `path` for the page's viewer; undefined when the API did not answer it. */
  answer: (path: string) => Promise<unknown>;
  /** Every answer that arrived, by path: what the page carries to the browser. */
  answered: () => Record<string, unknown>;
}

/** In the browser: the answers the page carries, each used by the first render that asks it. */
export interface PageAnswers {
  kind: 'page';
  peek: (path: string) => unknown;
  /** Forgets an answer once its screen is live: a later visit of the screen loads afresh. */
  drop: (path: string) => void;
}

export type FirstScreenAnswers = ServerAnswers | PageAnswers;

/** The page's first-screen answers; null where there are none (a page drawn in the browser, tests). */
export const FirstScreenContext = createContext<FirstScreenAnswers | null>(null);

/**
 * The server's side: `ask` gets GET `path` from the API for the page's viewer (undefined on any
 * failure, so the screen draws its loading state and the browser loads it).
 */
export function serverAnswers(ask: AskApi): ServerAnswers {
  const asked = new Map<string, Promise<unknown>>();
  const arrived = new Map<string, unknown>();
  return {
    kind: 'server',
    answer(path) {
      let answer = asked.get(path);
      if (!answer) {
        answer = FIRST_SCREEN_PATH.test(path)
          ? ask(path).then((body) => {
            if (body !== undefined) arrived.set(path, body);
            return body;
          }, () => undefined)
          : Promise.resolve(undefined);
        asked.set(path, answer);
      }
      return answer;
    },
    answered: () => Object.fromEntries(arrived),
  };
}

/** The browser's side, from the answers the page carries. */
export function pageAnswers(answers: Record<string, unknown>): PageAnswers {
  const left = new Map(Object.entries(answers));
  return { kind: 'page', peek: (path) => left.get(path), drop: (path) => { left.delete(path); } };
}
