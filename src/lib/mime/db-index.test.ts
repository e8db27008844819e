import fullDb from 'mime-db/db.json';
import { describe, expect, it } from 'vitest';
import { buildMimeIndex, type MimeEntry } from '.';
import { mimeIndex } from './db-index';

describe('virtual:mime-db, the reduced mime-db the tools ship', () => {
  it('gives the same index as the whole of mime-db', () => {
    const fromFullDb = buildMimeIndex(fullDb as Record<string, MimeEntry>);
    expect(mimeIndex.typeToExtensions).toEqual(fromFullDb.typeToExtensions);
    expect(mimeIndex.extensionToType).toEqual(fromFullDb.extensionToType);
    expect(mimeIndex.extensions).toEqual(fromFullDb.extensions);
  });
});
