import db from 'mime-db/db.json';
import { buildMimeIndex, type MimeEntry } from './logic';

// mime-db (about 2,500 types, ~22 KB gzip) is a chunk of its own, fetched once the page is drawn;
// the index and the lists the page shows are built once, when it arrives.
export const mimeIndex = buildMimeIndex(db as Record<string, MimeEntry>);

export const typeOptions = [...mimeIndex.typeToExtensions.keys()].map((type) => ({ value: type, label: type }));

export const extensionOptions = mimeIndex.extensions.map((ext) => ({ value: `.${ext}`, label: `.${ext}` }));

export const tableRows = [...mimeIndex.typeToExtensions].map(([type, extensions]) => ({
  id: type,
  type,
  extensions: extensions.map((ext) => `.${ext}`).join(' '),
}));

export type MimeData = typeof import('./mime-data');
