import db from 'mime-db/db.json';
import { describe, expect, it } from 'vitest';
import { buildMimeIndex, extensionsOfType, normalizeExtension, typeOfExtension, type MimeEntry } from '.';

const index = buildMimeIndex(db as Record<string, MimeEntry>);

describe('mime-db, both directions', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['.PDF', 'application/pdf'],
    ['report.final.pdf', 'application/pdf'],
    ['html', 'text/html'],
    ['json', 'application/json'],
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['mp3', 'audio/mpeg'],
    ['wasm', 'application/wasm'],
    ['js', 'text/javascript'],
  ])('%j → %s', (extension, type) => expect(typeOfExtension(index, extension)).toBe(type));

  it.each([
    ['image/jpeg', ['jpg', 'jpeg', 'jpe']],
    ['application/pdf', ['pdf']],
    ['Text/HTML; charset=utf-8', ['html', 'htm', 'shtml']],
  ])('%s → %j', (type, extensions) => expect(extensionsOfType(index, type)).toEqual(expect.arrayContaining(extensions)));

  it('lists only types with extensions, sorted', () => {
    const types = [...index.typeToExtensions.keys()];
    expect(types.length).toBeGreaterThan(900);
    expect([...types].sort()).toEqual(types);
    expect(index.typeToExtensions.has('application/1d-interleaved-parityfec')).toBe(false);
    expect(index.extensions.length).toBe(index.extensionToType.size);
  });

  it.each(['', '   ', 'no-such-ext', '😀', '.'])('%j has no type', (extension) =>
    expect(typeOfExtension(index, extension)).toBeUndefined(),
  );
  it.each(['', 'nothing/here', 'ünïcode/type'])('%j has no extensions', (type) =>
    expect(extensionsOfType(index, type)).toEqual([]),
  );
});

describe('conflicts follow the mime-types package', () => {
  it.each([
    // IANA beats Apache and nginx.
    ['rtf', 'application/rtf'],
    ['xml', 'application/xml'],
    // Two IANA types: the application/* type met first stays.
    ['mp4', 'application/mp4'],
    // No source beats Apache.
    ['exe', 'application/x-msdos-program'],
    // A tie between two audio/* types without source: the later one wins.
    ['wav', 'audio/wave'],
  ])('%s → %s', (extension, type) => expect(typeOfExtension(index, extension)).toBe(type));

  it('settles synthetic conflicts by source, then by application/*, and octet-stream yields', () => {
    const synthetic = buildMimeIndex({
      'application/octet-stream': { source: 'iana', extensions: ['bin', 'dup'] },
      'text/x-nginx': { source: 'nginx', extensions: ['a', 'dup'] },
      'text/x-apache': { source: 'apache', extensions: ['a', 'b'] },
      'application/x-first': { extensions: ['c'] },
      'text/x-second': { extensions: ['c', 'b'] },
      'image/x-iana': { source: 'iana', extensions: ['a'] },
    });
    expect(typeOfExtension(synthetic, 'dup')).toBe('text/x-nginx');
    expect(typeOfExtension(synthetic, 'a')).toBe('image/x-iana');
    expect(typeOfExtension(synthetic, 'b')).toBe('text/x-second');
    expect(typeOfExtension(synthetic, 'c')).toBe('application/x-first');
    expect(synthetic.extensions).toEqual(['a', 'b', 'bin', 'c', 'dup']);
  });

  it('normalizes extensions', () => {
    expect(normalizeExtension('  .Tar.GZ ')).toBe('gz');
    expect(normalizeExtension('md')).toBe('md');
  });
});
