import { createStore } from 'jotai';

/** The one jotai store of the page. The shell provides it; remotes reach it through context. */
export const clubStore = createStore();
export type ClubStore = typeof clubStore;
