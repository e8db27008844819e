import type { TaskResult } from '@/lib/errors';
import { runWorkerPair, type PairProgress } from '@workers/pair';
import { FALLBACK_MIME, type DecodedFile, type DecodedMeta, type EncodeMeta } from './logic';

export interface EncodedResult extends EncodeMeta {
  blob: Blob;
}

/** Encoding over two workers (instances 0 and 1): one reads and encodes, the other builds the Blob. */
export async function encodeInWorkers(
  signal: AbortSignal,
  onProgress: (p: PairProgress) => void,
  file: File,
): Promise<EncodedResult> {
  const [meta, blob] = await runWorkerPair<EncodeMeta, Blob>({
    reader: ['encodeFileReader', [file]],
    helper: ['collectBlob', []],
    instances: [0, 1],
    signal,
    onProgress,
  });
  return { ...meta, blob: typed(blob, 'text/plain') };
}

/** Decoding over two workers of its own (instances 2 and 3), so the encode card never cancels it. */
export async function decodeInWorkers(
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
  return { ok: true, value: { ...result.value, blob: typed(blob, result.value.mime ?? FALLBACK_MIME) } };
}

/** The helper's Blob with its type (a helper only comes back empty-handed when its reader failed). */
function typed(blob: Blob | undefined, type: string): Blob {
  if (!blob) throw new Error('The Blob builder stopped early');
  return blob.slice(0, blob.size, type);
}
