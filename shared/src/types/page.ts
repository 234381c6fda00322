/**
 * An API path a page's server render may ask the API for on the viewer's behalf (its first
 * screen's data): a plain path below the API base, as the client calls it (`admin/membership/
 * stats`): no query, no dot segment, no scheme, at most 200 characters. Only GETs are asked.
 */
export const FIRST_SCREEN_PATH = /^[a-z0-9][a-z0-9/_-]{0,199}$/i;

/** Gets the API's answer to GET `path` for the page's viewer: its JSON body, undefined when there is none. */
export type AskApi = (path: string) => Promise<unknown>;
