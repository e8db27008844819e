/// <reference lib="webworker" />
import type Fuse from 'fuse.js';
import { createPaletteIndex, searchPalette, type PaletteEntry } from '@/app/palette/search';
import { createCodeSearch } from '@/tools/http-status-codes/logic';

/**
 * Fuse searches (command palette, HTTP status codes): the indexes live here, so typing never waits
 * on the main thread and Fuse ships in the worker build only.
 */
let index: Fuse<PaletteEntry> | undefined;

export const api = {
  setEntries(entries: PaletteEntry[]) {
    index = createPaletteIndex(entries);
  },
  /** null when the index is missing (a respawned worker): the caller sends the entries again. */
  search(query: string) {
    return index ? searchPalette(index, query) : null;
  },
  /** The HTTP status codes a query finds, best first (the index follows the texts' language). */
  searchStatusCodes: createCodeSearch(),
};

export type SearchHost = typeof api;
