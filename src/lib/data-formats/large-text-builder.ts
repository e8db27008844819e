import { releaseBuffer } from '@/lib/release-buffer';
import { isHighSurrogate } from '@/lib/surrogates';
import { LARGE_TEXT_CHARS, utf8RowStarts, type LargeText } from './large-text';

/**
 * Characters gathered before they are encoded (their joined string stays a small, young one), and
 * the most encoded at once.
 */
const FLUSH_CHARS = 16 * 1024;
/** Most bytes of a chunk the encoded output is gathered in. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Bytes of the first chunk: the chunks grow as the output does, so a short output stays small. */
const FIRST_CHUNK_BYTES = 64 * 1024;

/**
 * Builds an output written in parts: a short one as a string, a long one straight into the UTF-8
 * bytes of a LargeText, so that the whole output never exists as one string (for 50 MB of JSON
 * with emoji that string, and V8's copies while building it, were the worker's peak). The bytes
 * are gathered in chunks, then copied once into an exact buffer, each chunk freed as it is copied:
 * a single buffer grown by half held the old and the new one at each growth, and a trimmed copy
 * at the end (240 MB of buffers for a 60 MB output).
 */
export class LargeTextBuilder {
  private pending: string[] = [];
  private pendingChars = 0;
  /** Chunks already full, each as long as the bytes written into it. */
  private full: Uint8Array[] = [];
  private chunk = new Uint8Array(0);
  private chunkUsed = 0;
  private used = 0;
  private length = 0;
  private readonly encoder = new TextEncoder();

  constructor(
    private readonly flushChars = FLUSH_CHARS,
    private readonly largeAbove = LARGE_TEXT_CHARS,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  write(part: string): void {
    if (part === '') return;
    this.pending.push(part);
    this.pendingChars += part.length;
    this.length += part.length;
    if (this.pendingChars >= this.flushChars) this.flush(false);
  }

  /** Forgets everything written. */
  reset(): void {
    this.pending = [];
    this.pendingChars = 0;
    this.full = [];
    this.chunk = new Uint8Array(0);
    this.chunkUsed = 0;
    this.used = 0;
    this.length = 0;
  }

  private flush(last: boolean): void {
    const text = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    let end = text.length;
    // A pair's first half waits for its second (each flush is encoded alone).
    if (!last && end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) {
      this.pending.push(text.slice(-1));
      this.pendingChars = 1;
      end--;
    }
    // In pieces of at most `flushChars`, never between a pair's halves: Chromium's encodeInto copies
    // its whole source string before encoding any of it, so a long text handed over again for each
    // chunk (what is left after each) took 6x as long as the encoding (5 MB of TOML: ~70 ms, now ~12).
    for (let at = 0; at < end;) {
      // Room for the longest character (4 bytes), or the next chunk.
      if (this.chunk.length - this.chunkUsed < 4) {
        if (this.chunkUsed > 0) this.full.push(this.chunk.subarray(0, this.chunkUsed));
        this.chunk = new Uint8Array(Math.max(4, Math.min(this.chunkBytes, Math.max(FIRST_CHUNK_BYTES, this.used))));
        this.chunkUsed = 0;
      }
      let stop = Math.min(end, at + Math.max(2, this.flushChars));
      if (stop < end && isHighSurrogate(text.charCodeAt(stop - 1))) stop--;
      // What does not fit in the chunk is encoded in the next one.
      const { read, written } = this.encoder.encodeInto(text.slice(at, stop), this.chunk.subarray(this.chunkUsed));
      this.chunkUsed += written;
      this.used += written;
      at += read;
    }
  }

  /** The whole output: a string up to `largeAbove` characters, a LargeText beyond. */
  finish(): string | LargeText {
    this.flush(true);
    const bytes = this.joined();
    if (this.length <= this.largeAbove) return new TextDecoder().decode(bytes);
    return { bytes, rows: utf8RowStarts(bytes), length: this.length };
  }

  /** The chunks copied into one exact buffer, each freed once copied. */
  private joined(): Uint8Array {
    const bytes = new Uint8Array(this.used);
    let offset = 0;
    for (const chunk of [...this.full, this.chunk.subarray(0, this.chunkUsed)]) {
      bytes.set(chunk, offset);
      offset += chunk.length;
      releaseBuffer(chunk);
    }
    this.full = [];
    this.chunk = new Uint8Array(0);
    this.chunkUsed = 0;
    return bytes;
  }
}

/** A text as a LargeText (in the worker: encoding and indexing megabytes takes a while). */
export function toLargeText(text: string): LargeText {
  const builder = new LargeTextBuilder(FLUSH_CHARS, -1);
  builder.write(text);
  return builder.finish() as LargeText;
}
