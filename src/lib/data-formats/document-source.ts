import { asReadError, readChunks } from '@/lib/chunked-file';
import { throttledProgress, type ReportProgress } from '@/lib/progress';

/**
 * A big document opened from a file, handed to the worker as it is (a Blob crosses by reference):
 * only the worker reads and decodes it, so the page never holds its text.
 */
export interface OpenedFile {
  file: Blob;
  /** Names this opening: the worker keeps the decoded text under it for the runs that follow. */
  id: string;
}

/** What a formatter works on: text typed or pasted, or an opened file. */
export type DocumentSource = string | OpenedFile;

/** Small enough for a smooth progress bar, big enough that each read is worth its message. */
const DECODE_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * The text of a Blob as UTF-8, read and decoded chunk by chunk (progress in bytes), as
 * `Blob.text()` decodes it: a leading BOM dropped, malformed bytes as U+FFFD. A failed read
 * throws FileReadError.
 */
export async function decodeBlobText(blob: Blob, report?: ReportProgress): Promise<string> {
  const progress = throttledProgress(blob.size, report);
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let done = 0;
  try {
    for await (const chunk of readChunks(blob, DECODE_CHUNK_BYTES)) {
      parts.push(decoder.decode(chunk, { stream: true }));
      done += chunk.byteLength;
      progress(done);
    }
  } catch (error) {
    throw asReadError(error);
  }
  parts.push(decoder.decode());
  progress(done, true);
  // One flat string: the parsers would flatten a string built by concatenation anyway.
  return parts.join('');
}
