import { describe, expect, it } from 'vitest';
import { BlobSink } from './blob-sink';

describe('BlobSink', () => {
  it('keeps bytes and text in order across flushes, typed at the end', async () => {
    const sink = new BlobSink(4);
    sink.write(Uint8Array.of(65, 66));
    sink.write('CDE');
    sink.write(new Uint8Array());
    sink.write(Uint8Array.of(70));
    expect(sink.size).toBe(6);
    const blob = sink.finish('text/plain');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('ABCDEF');
  });

  it('gives an empty blob when nothing was written', async () => {
    const blob = new BlobSink().finish();
    expect(blob.size).toBe(0);
    expect(await blob.text()).toBe('');
  });
});
