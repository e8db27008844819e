/// <reference lib="webworker" />
import type Fuse from 'fuse.js';
import { createPaletteIndex, searchPalette, type PaletteEntry } from '@/app/palette/search';

/** Command-palette search: the Fuse index lives here, so typing never waits on the main thread. */
let index: Fuse<PaletteEntry> | undefined;

export const api = {
  setEntries(entries: PaletteEntry[]) {
    index = createPaletteIndex(entries);
  },
  /** null when the index is missing (a respawned worker): the caller sends the entries again. */
  search(query: string) {
    return index ? searchPalette(index, query) : null;
  },
};

export type SearchHost = typeof api;
