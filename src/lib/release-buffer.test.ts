import { describe, expect, it, vi } from 'vitest';
import { releaseBuffer } from './release-buffer';

describe('releaseBuffer', () => {
  it('detaches the buffer behind a view where the engine can transfer it', () => {
    const bytes = new Uint8Array(16).subarray(4, 8);
    const transfer = vi.fn();
    Object.defineProperty(bytes.buffer, 'transfer', { value: transfer });
    releaseBuffer(bytes);
    expect(transfer).toHaveBeenCalledWith(0);
  });

  it('leaves the buffer to the collector where the engine cannot', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    Object.defineProperty(bytes.buffer, 'transfer', { value: undefined });
    releaseBuffer(bytes);
    expect([...bytes]).toEqual([1, 2, 3]);
  });
});
