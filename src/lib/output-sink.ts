/**
 * Where a big output goes, part after part in order: a file the person picked (FileSink, streamed
 * to disk as it comes, by the converting worker itself), a download streamed through the service
 * worker (src/lib/stream-download.ts, fed straight from the worker's chunk channel) or, as the last
 * fallback, a Blob (src/lib/blob-sink.ts, kept by the browser).
 * Shared by every tool that writes big files (the Base64 file converter, both ways).
 */
export type OutputPart = Uint8Array<ArrayBuffer> | Blob | string;

export interface OutputSink {
  /** Bytes, a Blob or ASCII text; a returned promise settles once the part is written. */
  write(part: OutputPart): void | Promise<void>;
}

/**
 * How an output reaches the person: streamed into a picked file, streamed into a download through
 * the service worker (src/lib/stream-download.ts), or, last, held as a Blob and downloaded.
 */
export type OutputSinkKind = 'file' | 'download' | 'blob';

/** The part of FileSystemWritableFileStream a FileSink uses (a fake in tests). */
export interface WritableFile {
  write(data: OutputPart): Promise<void>;
  close(): Promise<void>;
  abort(reason?: unknown): Promise<void>;
}

const partLength = (part: OutputPart) =>
  typeof part === 'string' ? part.length : part instanceof Blob ? part.size : part.byteLength;

/**
 * Streams output into a file: each part is written as it comes and nothing is kept here. The
 * file takes the new content only at `close()`; `abort()` (or the writer's worker being
 * terminated meanwhile) discards what was written, so no half file is ever kept.
 */
export class FileSink implements OutputSink {
  /** Bytes written so far (ASCII text counts one byte a character). */
  size = 0;
  private state: 'open' | 'closed' | 'aborted' = 'open';

  constructor(private readonly writable: WritableFile) {}

  async write(part: OutputPart): Promise<void> {
    if (this.state !== 'open') throw new Error(`The file sink is ${this.state}`);
    const length = partLength(part);
    if (length === 0) return;
    await this.writable.write(part);
    this.size += length;
  }

  /** Commits the file. */
  async close(): Promise<void> {
    if (this.state !== 'open') throw new Error(`The file sink is ${this.state}`);
    this.state = 'closed';
    await this.writable.close();
  }

  /** Throws away everything written; the file stays as it was. Safe to call more than once. */
  async abort(reason?: unknown): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'aborted';
    try {
      await this.writable.abort(reason);
    } catch {
      // Already errored: nothing was committed either way.
    }
  }
}

/** A FileSink on a file handle (from showSaveFilePicker, or the origin-private file system). */
export async function openFileSink(handle: FileSystemFileHandle): Promise<FileSink> {
  return new FileSink(await handle.createWritable());
}
