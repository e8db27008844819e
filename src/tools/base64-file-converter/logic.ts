import { BlobSink } from '@/lib/blob-sink';
import { alignedChunkBytes, DEFAULT_CHUNK_BYTES, readChunks } from '@/lib/chunked-file';
import { Base64StreamDecoder, Base64SyntaxError, base64Length, encodeBase64Into } from '@/lib/encoding';
import { InputError } from '@/lib/errors';
import type { Progress } from '@/lib/progress';

/** Characters of Base64 shown on screen; the full result is offered as a download. */
export const PREVIEW_CHARS = 10_000;
/** Encoding reads whole 3-byte groups, so every chunk but the last encodes without padding. */
export const ENCODE_CHUNK_BYTES = alignedChunkBytes(12 * 1024 * 1024, 3);
/** Decoding reads 4-character groups (whitespace aside, the decoder carries partial groups over). */
export const DECODE_CHUNK_CHARS = alignedChunkBytes(DEFAULT_CHUNK_BYTES, 4);
export const FALLBACK_MIME = 'application/octet-stream';

/** The file type from its first bytes (PDF, GIF, PNG, JPEG, WebP), if recognised. */
export function detectMime(head: Uint8Array): string | undefined {
  const ascii = (from: number, text: string) => [...text].every((c, i) => head[from + i] === c.charCodeAt(0));
  if (ascii(0, '%PDF-')) return 'application/pdf';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return undefined;
}

const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*);base64,/i;

/** A leading `data:<mime>;base64,` (after blanks): its MIME type and where the Base64 starts. */
export function parseDataUrlPrefix(text: string): { mime: string; start: number } | undefined {
  const blanks = text.length - text.trimStart().length;
  const match = DATA_URL.exec(text.slice(blanks, blanks + 1024));
  if (!match) return undefined;
  return { mime: (match[1] || 'text/plain') + (match[2] ?? ''), start: blanks + match[0].length };
}

export const dataUrlPrefix = (mime: string) => `data:${mime};base64,`;

export interface EncodedFile {
  /** The Base64 text (without any data URL prefix), as a Blob. */
  blob: Blob;
  /** Its first characters. */
  preview: string;
  /** Its length in characters. */
  length: number;
}

/** Where streamed output goes: a Blob sink, or the channel to the worker that builds the Blob. */
export type WriteBytes = (bytes: Uint8Array<ArrayBuffer>) => void | Promise<void>;

const latin1 = new TextDecoder('latin1');

/**
 * Base64 of a file of any size: read in chunks of whole 3-byte groups, each encoded on its own
 * straight into ASCII bytes and written out, so memory stays flat. Returns the preview and length.
 */
export async function encodeTo(
  file: Blob,
  write: WriteBytes,
  onProgress?: (progress: Progress) => void,
  chunkBytes = ENCODE_CHUNK_BYTES,
): Promise<Omit<EncodedFile, 'blob'>> {
  if (chunkBytes % 3 !== 0) throw new RangeError('chunkBytes must be a multiple of 3');
  let preview = '';
  let length = 0;
  let done = 0;
  for await (const buffer of readChunks(file, chunkBytes)) {
    const bytes = new Uint8Array(buffer);
    const out = new Uint8Array(base64Length(bytes.length));
    encodeBase64Into(bytes, out);
    if (preview.length < PREVIEW_CHARS) preview += latin1.decode(out.subarray(0, PREVIEW_CHARS - preview.length));
    length += out.length;
    done += bytes.length;
    await write(out);
    onProgress?.({ done, total: file.size });
  }
  return { preview, length };
}

/** Base64 of a file into a Blob, in this thread (the worker's Blob path, see worker-api.ts). */
export async function encodeBlob(
  file: Blob,
  onProgress?: (progress: Progress) => void,
  chunkBytes = ENCODE_CHUNK_BYTES,
): Promise<EncodedFile> {
  const sink = new BlobSink();
  const meta = await encodeTo(file, (bytes) => sink.write(bytes), onProgress, chunkBytes);
  return { ...meta, blob: sink.finish('text/plain') };
}

export interface DecodedMeta {
  /** The type: the data URL's, else the one detected from the first bytes; undefined if unknown. */
  mime?: string;
  /** mime-db's first extension for that type. */
  extension?: string;
  /** Decoded bytes. */
  size: number;
}

export interface DecodedFile extends DecodedMeta {
  blob: Blob;
}

/**
 * Decodes Base64 of any size — pasted text or a text file — leniently (whitespace, line breaks,
 * URL-safe characters, optional padding) in chunks, writing the bytes out. Invalid input throws
 * InputError('invalidBase64', { position, character }) with the 1-based position in the input.
 */
export async function decodeTo(
  source: string | Blob,
  write: WriteBytes,
  onProgress?: (progress: Progress) => void,
  chunkChars = DECODE_CHUNK_CHARS,
): Promise<DecodedMeta> {
  const total = typeof source === 'string' ? source.length : source.size;
  let head = new Uint8Array(0);
  let decoder: Base64StreamDecoder | undefined;
  let dataUrlMime: string | undefined;
  let size = 0;
  const take = async (bytes: Uint8Array<ArrayBuffer>) => {
    if (bytes.length === 0) return;
    if (head.length < 16) head = concat(head, bytes.subarray(0, 16 - head.length));
    size += bytes.length;
    await write(bytes);
  };
  /** The decoder, made on the first piece: a data URL prefix there gives the type and is skipped. */
  const start = (beginning: string) => {
    const prefix = parseDataUrlPrefix(beginning);
    dataUrlMime = prefix?.mime;
    decoder = new Base64StreamDecoder(prefix?.start ?? 0);
    return { decoder, skip: prefix?.start ?? 0 };
  };
  try {
    if (typeof source === 'string') {
      for (let i = 0; i < source.length; i += chunkChars) {
        const piece = source.slice(i, i + chunkChars);
        if (decoder) await take(decoder.push(piece));
        else {
          const first = start(piece);
          await take(first.decoder.push(piece.slice(first.skip)));
        }
        onProgress?.({ done: Math.min(total, i + chunkChars), total });
      }
    } else {
      let done = 0;
      for await (const buffer of readChunks(source, chunkChars)) {
        const bytes = new Uint8Array(buffer);
        if (decoder) await take(decoder.pushBytes(bytes));
        else {
          // One character per byte in latin1, so the prefix length is a byte count too.
          const first = start(latin1.decode(bytes.subarray(0, 1024)));
          await take(first.decoder.pushBytes(bytes.subarray(first.skip)));
        }
        done += bytes.length;
        onProgress?.({ done, total });
      }
    }
    await take((decoder ?? new Base64StreamDecoder()).end());
  } catch (error) {
    if (error instanceof Base64SyntaxError) {
      throw new InputError('invalidBase64', { position: error.position + 1, character: error.character ?? '' });
    }
    throw error;
  }
  const mime = dataUrlMime ?? detectMime(head);
  const { extensionOf } = await import('./mime');
  return { mime, extension: mime ? extensionOf(mime) : undefined, size };
}

/** Decoded Base64 as a typed Blob, in this thread (the worker's Blob path, see worker-api.ts). */
export async function decodeBase64(
  source: string | Blob,
  onProgress?: (progress: Progress) => void,
  chunkChars = DECODE_CHUNK_CHARS,
): Promise<DecodedFile> {
  const sink = new BlobSink();
  const meta = await decodeTo(source, (bytes) => sink.write(bytes), onProgress, chunkChars);
  return { ...meta, blob: sink.finish(meta.mime ?? FALLBACK_MIME) };
}

function concat(a: Uint8Array<ArrayBuffer>, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The MIME type for a data URL prefix: the file's, else mime-db's by extension, else octet-stream. */
export async function mimeOfFile(file: File): Promise<string> {
  if (file.type) return file.type;
  const { mimeOfName } = await import('./mime');
  return mimeOfName(file.name) ?? FALLBACK_MIME;
}
