import { outputFilesFit, removeOutputFiles } from '@/lib/output-files';
import { base64Length } from '@/lib/encoding';
import type { TaskResult } from '@/lib/errors';
import { bridge, TaskAbortedError } from '@workers/index';
import { runWorkerPair, type PairProgress } from '@workers/pair';
import {
  DECODE_CHUNK_CHARS,
  detectMime,
  ENCODE_CHUNK_BYTES,
  FALLBACK_MIME,
  mimeOfFile,
  PREVIEW_CHARS,
  type DecodedFile,
  type DecodedMeta,
  type DecodedRanges,
  type EncodedRanges,
  type EncodeMeta,
} from './logic';
import { interleave, planDecodeRanges, rangesOf, splitRanges } from './ranges';

export interface EncodedResult extends EncodeMeta {
  blob: Blob;
}

type Kind = 'encode' | 'decode';
/** Names this page's output files, so that a page never touches the files of another. */
const pageId = crypto.randomUUID();

/**
 * The name prefix of this run's OPFS output files, or undefined when they would not fit. The
 * previous result of the same kind (which this run replaces) and stale files of closed pages are
 * removed first.
 */
async function outputNameFor(kind: Kind, bytes: number): Promise<string | undefined> {
  const prefix = `${kind}-${pageId}`;
  await removeOutputFiles([prefix]);
  return (await outputFilesFit(bytes)) ? prefix : undefined;
}

/** Runs with OPFS output files, and again with Blobs if those fail (a full disk, a private window's limit). */
async function withOutputFiles<R>(kind: Kind, bytes: number, run: (outputName?: string) => Promise<R>): Promise<R> {
  const outputName = await outputNameFor(kind, bytes);
  try {
    return await run(outputName);
  } catch (error) {
    if (outputName === undefined || error instanceof TaskAbortedError) throw error;
    await removeOutputFiles([outputName]);
    return run();
  }
}

/**
 * Runs `method` over both halves of `ranges` on two `hash` worker instances at once (a single
 * range runs on the first only). Progress adds both up; a failure or an abort stops both.
 */
async function runHalves<R>(
  method: string,
  source: Blob,
  ranges: ReturnType<typeof splitRanges>,
  outputName: string | undefined,
  instances: readonly [number, number],
  signal: AbortSignal,
  onProgress: (p: PairProgress) => void,
): Promise<R[]> {
  const parts = Math.min(2, ranges.length);
  const both = new AbortController();
  const stop = () => both.abort();
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) stop();
  const done = [0, 0];
  try {
    const runs = Array.from({ length: parts }, (_, part) =>
      bridge.run<R>('hash', method, [source, rangesOf(ranges, part, parts), outputName && `${outputName}-${part}`], {
        signal: both.signal,
        instance: instances[part],
        onProgress: (p) => {
          done[part] = p.done;
          onProgress({ done: done[0]! + done[1]!, total: source.size });
        },
      }),
    );
    for (const run of runs) run.catch(stop);
    return await Promise.all(runs);
  } catch (error) {
    throw signal.aborted ? new TaskAbortedError() : error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/**
 * Base64 of a file on two workers (instances 0 and 1), each encoding every other range and writing
 * it to an OPFS file (or Blobs); the result is one Blob made of those pieces (no copy).
 */
export async function encodeInWorkers(
  signal: AbortSignal,
  onProgress: (p: PairProgress) => void,
  file: File,
): Promise<EncodedResult> {
  const ranges = splitRanges(file.size, ENCODE_CHUNK_BYTES);
  const halves = await withOutputFiles('encode', base64Length(file.size), (outputName) =>
    runHalves<EncodedRanges>('encodeRanges', file, ranges, outputName, [0, 1], signal, onProgress),
  );
  const blob = new Blob(interleave(halves.map((half) => half.parts)), { type: 'text/plain' });
  const preview = await blob.slice(0, PREVIEW_CHARS).text();
  return { blob, preview, length: blob.size, mime: await mimeOfFile(file) };
}

/** Bytes of the beginning of a Base64 file looked at to plan its ranges. */
const SAMPLE_BYTES = 64 * 1024;

/**
 * Decoding on two workers of its own (instances 2 and 3, so the encode card never cancels it).
 * A Base64 file laid out regularly (one line, or lines of one length) is decoded in ranges on both
 * at once; pasted text, and any other layout, in one pass (one reads and decodes, the other
 * collects the Blob), which is also what locates an error exactly.
 */
export async function decodeInWorkers(
  signal: AbortSignal,
  onProgress: (p: PairProgress) => void,
  source: string | Blob,
): Promise<TaskResult<DecodedFile>> {
  if (typeof source !== 'string' && source.size > DECODE_CHUNK_CHARS) {
    const sample = new TextDecoder('latin1').decode(await source.slice(0, SAMPLE_BYTES).arrayBuffer());
    const ranges = planDecodeRanges(source.size, sample, DECODE_CHUNK_CHARS);
    if (ranges) {
      const halves = await withOutputFiles('decode', Math.ceil(source.size * 0.75), (outputName) =>
        runHalves<DecodedRanges>('decodeRanges', source, ranges, outputName, [2, 3], signal, onProgress),
      );
      if (halves.every((half) => half.independent)) return { ok: true, value: await decodedFile(halves) };
      await removeOutputFiles([`decode-${pageId}`]);
    }
  }
  return decodeInOnePass(signal, onProgress, source);
}

async function decodedFile(halves: readonly DecodedRanges[]): Promise<DecodedFile> {
  const first = halves[0]!;
  const mime = first.dataUrlMime ?? detectMime(first.head ?? new Uint8Array(0));
  const { extensionOf } = await import('./mime');
  const blob = new Blob(interleave(halves.map((half) => half.parts)), { type: mime ?? FALLBACK_MIME });
  return { mime, extension: mime ? extensionOf(mime) : undefined, size: blob.size, blob };
}

async function decodeInOnePass(
  signal: AbortSignal,
  onProgress: (p: PairProgress) => void,
  source: string | Blob,
): Promise<TaskResult<DecodedFile>> {
  const [result, blob] = await runWorkerPair<TaskResult<DecodedMeta>, Blob>({
    reader: ['decodeReader', [source]],
    helper: ['collectBlob', []],
    instances: [2, 3],
    signal,
    onProgress,
    readerFailed: (answer) => !answer.ok,
  });
  if (!result.ok) return result;
  return { ok: true, value: { ...result.value, blob: blob!.slice(0, blob!.size, result.value.mime ?? FALLBACK_MIME) } };
}
