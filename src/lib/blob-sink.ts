/**
 * Collects a large output as a Blob without holding it in this thread's memory: parts are handed
 * to the browser's blob store every `flushBytes` (which may keep them on disk), so memory stays at
 * about one batch whatever the total size.
 */
export class BlobSink {
  private blob = new Blob([]);
  private parts: BlobPart[] = [];
  private pending = 0;
  /** Bytes written so far. */
  size = 0;

  constructor(private readonly flushBytes = 32 * 1024 * 1024) {}

  /** Adds bytes (kept by reference until the next flush: do not reuse the buffer), ASCII text or a Blob. */
  write(part: Uint8Array<ArrayBuffer> | string | Blob): void {
    const length = typeof part === 'string' ? part.length : part instanceof Blob ? part.size : part.byteLength;
    if (length === 0) return;
    this.parts.push(part);
    this.pending += length;
    this.size += length;
    if (this.pending >= this.flushBytes) this.flush();
  }

  private flush(): void {
    if (this.parts.length === 0) return;
    this.blob = new Blob([this.blob, ...this.parts]);
    this.parts = [];
    this.pending = 0;
  }

  /** The whole output, typed. */
  finish(type = ''): Blob {
    this.flush();
    return this.blob.slice(0, this.blob.size, type);
  }
}
