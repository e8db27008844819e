// What the hash worker host offers this tool: each conversion runs on one worker, whatever the
// output goes to. (A two-worker pipeline, a reader handing chunks to a Blob-building helper, was
// measured 5 % faster at best on 1 GiB, and removed: see bench/results/*-base64-pair.md.)
import { ChunkSender } from '@/lib/chunk-channel';
import { asReadError } from '@/lib/chunked-file';
import { openFileSink } from '@/lib/output-sink';
import type { ReportProgress } from '@/lib/progress';
import {
  decodeBase64,
  decodeTo,
  encodeBlob,
  encodeTo,
  mimeOfFile,
  type DecodedFile,
  type DecodedMeta,
  type EncodedFile,
  type WriteBytes,
} from './logic';

export interface EncodeMeta extends Omit<EncodedFile, 'blob'> {
  /** The file's type, for a data URL prefix. */
  mime: string;
}

export interface EncodedResult extends EncodeMeta {
  blob: Blob;
}

/** Base64 of a file as a Blob kept by the browser (the last fallback of the output sinks). */
export async function encodeFileToBlob(file: File, onProgress: ReportProgress): Promise<EncodedResult> {
  try {
    const encoded = await encodeBlob(file, onProgress);
    return { ...encoded, mime: await mimeOfFile(file) };
  } catch (error) {
    throw asReadError(error);
  }
}

/** Decoded Base64 (text or a text file) as a typed Blob; invalid Base64 throws InputError. */
export async function decodeToBlob(source: string | Blob, onProgress: ReportProgress): Promise<DecodedFile> {
  try {
    return await decodeBase64(source, onProgress);
  } catch (error) {
    throw asReadError(error);
  }
}

/**
 * Writes `head` then the output of `convert` into the file the person picked, as it is made;
 * resolves with the conversion's answer and the bytes written. On any failure (or when the worker
 * is stopped) the file keeps its old content: a writable commits only when closed.
 */
async function intoFile<M>(handle: FileSystemFileHandle, head: string, convert: (write: WriteBytes) => Promise<M>) {
  const sink = await openFileSink(handle);
  // A failed write (the disk or quota is full) is reported as itself, not as the input being unreadable.
  let writeFailure: unknown;
  const writing = async <T>(step: () => Promise<T>) => {
    try {
      return await step();
    } catch (error) {
      writeFailure = error;
      throw error;
    }
  };
  try {
    await writing(() => sink.write(head));
    const meta = await convert((bytes) => writing(() => sink.write(bytes)));
    await writing(() => sink.close());
    return [meta, sink.size] as [M, number];
  } catch (error) {
    await sink.abort(error);
    throw error === writeFailure ? error : asReadError(error);
  }
}

/** Base64 of a file streamed into a picked file, after `head` (a data URL prefix or ''). */
export const encodeFileToFile = (file: File, handle: FileSystemFileHandle, head: string, onProgress: ReportProgress) =>
  intoFile(handle, head, async (write) => ({ ...(await encodeTo(file, write, onProgress)), mime: await mimeOfFile(file) }));

/** Decoded Base64 streamed into a picked file; invalid Base64 throws InputError and keeps no file. */
export const decodeToFile = (source: string | Blob, handle: FileSystemFileHandle, head: string, onProgress: ReportProgress) =>
  intoFile(handle, head, (write) => decodeTo(source, write, onProgress));

/** Output the receiving side (the service worker's download) may hold before the reader waits. */
const IN_FLIGHT_BYTES = 32 * 1024 * 1024;

async function streamInto<M>(port: MessagePort, convert: (write: WriteBytes) => Promise<M>): Promise<M> {
  const sender = new ChunkSender(port, IN_FLIGHT_BYTES);
  try {
    const meta = await convert((bytes) => sender.sendBytes(bytes));
    await sender.end();
    return meta;
  } catch (error) {
    sender.fail();
    throw asReadError(error);
  }
}

/** Base64 of a file sent chunk by chunk, in order and at the receiver's pace, over `port` (a streamed download). */
export const encodeFileStreamReader = (file: File, port: MessagePort, onProgress: ReportProgress): Promise<EncodeMeta> =>
  streamInto(port, async (write) => ({ ...(await encodeTo(file, write, onProgress)), mime: await mimeOfFile(file) }));

/** Decoded bytes sent over `port` the same way; invalid Base64 throws InputError (and stops the receiver). */
export const decodeStreamReader = (source: string | Blob, port: MessagePort, onProgress: ReportProgress): Promise<DecodedMeta> =>
  streamInto(port, (write) => decodeTo(source, write, onProgress));
