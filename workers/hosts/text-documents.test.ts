import { describe, expect, it, vi } from 'vitest';
import type { TextSink } from '@/lib/data-formats/json-parts';
import { largeTextString, type LargeText } from '@/lib/data-formats/large-text';
import { InputError } from '@/lib/errors';
import { documentMethod, documentPartsMethod, openDocument } from './text-documents';

const upper = documentMethod((text: string, suffix: string) => text.toUpperCase() + suffix);
const noProgress = () => undefined;

describe('text documents', () => {
  it('answers a short output as a string, a long one as a LargeText', async () => {
    expect(await upper('abc', '!')).toBe('ABC!');
    const long = 'line\n'.repeat(60_000);
    const large = (await upper(long, '')) as LargeText;
    expect(typeof large).toBe('object');
    expect(large.length).toBe(long.length);
    expect(large.rows).toHaveLength(60_001);
    expect(largeTextString(large)).toBe(long.toUpperCase());
  });

  it('builds the output of a formatter that writes in parts: a string, or a LargeText once long', async () => {
    const lines = documentPartsMethod((text: string, sink: TextSink, count: number) => {
      for (let i = 0; i < count; i++) sink.write(`${text} ${i} 😀\n`);
    });
    expect(await lines('row', 2)).toBe('row 0 😀\nrow 1 😀\n');
    const expected = Array.from({ length: 60_000 }, (_, i) => `row ${i} 😀\n`).join('');
    const large = (await lines('row', 60_000)) as LargeText;
    expect(largeTextString(large)).toBe(expected);
    expect(large.length).toBe(expected.length);
    expect(large.rows).toHaveLength(60_001);
  });

  it('gives a parse error its place in the text, for a document the page does not hold', async () => {
    const failing = documentMethod((_text: string): string => {
      throw new InputError('invalidJson', { reason: 'bad', line: 2, column: 3 });
    });
    const error = await failing({ file: new Blob(['{\n  ]\n}']), id: 'bad' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).params).toEqual({ reason: 'bad', line: 2, column: 3, excerpt: '  ]', caret: 2, offset: 4 });
    // Other errors pass as they are.
    const plain = documentMethod(() => {
      throw new InputError('notObjects');
    });
    await expect(plain('x')).rejects.toMatchObject({ key: 'notObjects', params: {} });
  });

  it('reads an opened file once: the runs that follow use the text kept from its opening', async () => {
    const file = new Blob(['{"a": 1}']);
    const read = vi.spyOn(file, 'slice');
    expect(await openDocument({ file, id: 'kept' }, noProgress)).toEqual({ chars: 8 });
    expect(await upper({ file, id: 'kept' }, '?')).toBe('{"A": 1}?');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads a file it does not hold (a fresh worker, another opening)', async () => {
    await openDocument({ file: new Blob(['first']), id: 'one' }, noProgress);
    expect(await upper({ file: new Blob(['second']), id: 'two' }, '')).toBe('SECOND');
  });
});
