import { mimeIndex } from '@/lib/mime/db-index';

// mime-db's types with extensions (virtual:mime-db, ~10 KB gzip) are a chunk of their own, fetched
// once the page is drawn; the lists the page shows are built once, when they arrive.
export { mimeIndex };

export const typeOptions = [...mimeIndex.typeToExtensions.keys()].map((type) => ({ value: type, label: type }));

export const extensionOptions = mimeIndex.extensions.map((ext) => ({ value: `.${ext}`, label: `.${ext}` }));

export const tableRows = [...mimeIndex.typeToExtensions].map(([type, extensions]) => ({
  id: type,
  type,
  extensions: extensions.map((ext) => `.${ext}`).join(' '),
}));

export type MimeData = typeof import('./mime-data');
