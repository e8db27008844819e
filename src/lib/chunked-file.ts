import { FileReadError } from './errors';

export { FileReadError };

/** Files are read in chunks of this size : big enough to amortise each read, small enough to keep memory flat. */
export const DEFAULT_CHUNK_BYTES = 16 * 1024 * 1024;

/**
 * Reads a Blob (or File) chunk by chunk with `slice().arrayBuffer()`, one read ahead so the next
 * chunk is on its way while the caller works on the current one. Memory stays at two chunks
 * whatever the size. Each yielded buffer is the caller's to keep or transfer.
 */
export async function* readChunks(blob: Blob, chunkBytes = DEFAULT_CHUNK_BYTES): AsyncGenerator<ArrayBuffer> {
  if (!(chunkBytes > 0)) throw new RangeError('chunkBytes must be positive');
  const read = (offset: number) => {
    const promise = blob.slice(offset, Math.min(blob.size, offset + chunkBytes)).arrayBuffer();
    // Consumed below; this only keeps an abandoned read-ahead from reporting an unhandled rejection.
    promise.catch(() => undefined);
    return promise;
  };
  let next = blob.size > 0 ? read(0) : undefined;
  for (let offset = 0; next; offset += chunkBytes) {
    const current = await next;
    next = offset + chunkBytes < blob.size ? read(offset + chunkBytes) : undefined;
    yield current;
  }
}

/**
 * Slices of `chunkBytes` rounded down to a multiple of `multiple` (e.g. 3 for Base64, so every chunk
 * but the last encodes without padding).
 */
export function alignedChunkBytes(chunkBytes: number, multiple: number): number {
  return Math.max(multiple, chunkBytes - (chunkBytes % multiple));
}

export interface TransferStats {
  /** Average bytes per second since the start (0 until something is done). */
  bytesPerSecond: number;
  /** Seconds left at that rate; undefined until it can be estimated. */
  secondsLeft?: number;
}

/** Rate and estimated time left of a byte-counting task. */
export function transferStats(done: number, total: number, elapsedMs: number): TransferStats {
  if (!(elapsedMs > 0) || !(done > 0)) return { bytesPerSecond: 0 };
  const bytesPerSecond = (done * 1000) / elapsedMs;
  return { bytesPerSecond, secondsLeft: Math.max(0, total - done) / bytesPerSecond };
}

/** Seconds as "m:ss" or "h:mm:ss" (language-neutral, for ETAs). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Maps the browser's read failures (DOMException, TypeError) to FileReadError. */
export const asReadError = (error: unknown) =>
  error instanceof DOMException || error instanceof TypeError ? new FileReadError(error.message) : error;
