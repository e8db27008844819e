import { asReadError, readChunks } from '@/lib/chunked-file';
import { releaseBuffer } from '@/lib/release-buffer';
import { throttledProgress, type ReportProgress } from '@/lib/progress';

/**
 * A big document opened from a file, handed to the worker as it is (a Blob crosses by reference):
 * only the worker reads and decodes it, so the page never holds its text.
 */
export interface OpenedFile {
  file: Blob;
  /** Names this opening: the worker keeps the decoded text under it for the runs that follow. */
  id: string;
  /** Its length in characters, when the page made it from a text (a big paste). */
  chars?: number;
}

/** What a formatter works on: text typed or pasted, or an opened file. */
export type DocumentSource = string | OpenedFile;

/** Small enough for a smooth progress bar, big enough that each read is worth its message. */
const DECODE_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * The text of a Blob as UTF-8, read chunk by chunk (progress in bytes) and decoded, as
 * `Blob.text()` decodes it: a leading BOM dropped, malformed bytes as U+FFFD. A failed read
 * throws FileReadError.
 */
export async function decodeBlobText(blob: Blob, report?: ReportProgress): Promise<string> {
  const progress = throttledProgress(blob.size, report);
  // The bytes gathered, then decoded at once: decoding chunk by chunk kept every decoded piece and
  // their joined copy alive together (twice the text, 200 MB for a 50 MB file with emoji).
  const bytes = new Uint8Array(blob.size);
  let done = 0;
  try {
    for await (const chunk of readChunks(blob, DECODE_CHUNK_BYTES)) {
      const read = new Uint8Array(chunk);
      bytes.set(read, done);
      done += chunk.byteLength;
      releaseBuffer(read);
      progress(done);
    }
  } catch (error) {
    throw asReadError(error);
  }
  progress(done, true);
  const text = new TextDecoder().decode(bytes.subarray(0, done));
  // Gone before the parse that follows, where it was a third of the worker's memory.
  releaseBuffer(bytes);
  return text;
}
