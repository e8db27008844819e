import { createStore } from 'jotai';

/** The app's one jotai store (tests create their own). */
export const appStore = createStore();
