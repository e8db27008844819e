import { createHMAC, type IHasher } from 'hash-wasm';
import { DEFAULT_CHUNK_BYTES, readChunks } from '@/lib/chunked-file';
import { createHasher, type Algorithm } from './logic';

/**
 * Streaming digests of a file over two workers. The reader worker reads the file once, in chunks,
 * feeds its own share of the hashers, then transfers each chunk (zero-copy) over a MessagePort to
 * a helper worker that feeds the other share and acknowledges. Reading overlaps hashing, both
 * cores work, and at most `MAX_IN_FLIGHT` chunks wait in the helper: memory stays flat.
 */

/** One incremental digest; with `hmacKey` it is the HMAC (RFC 2104) over that hash. */
export interface DigestSpec {
  algorithm: Algorithm;
  hmacKey?: Uint8Array;
}

export interface StreamProgress {
  done: number;
  total: number;
}

type ReaderMessage = { type: 'chunk'; data: ArrayBuffer } | { type: 'end' } | { type: 'fail' };
type HelperMessage = { type: 'ack'; bytes: number };

const MAX_IN_FLIGHT = 2;
const PROGRESS_EVERY_MS = 100;

async function createSpecHasher(spec: DigestSpec): Promise<IHasher> {
  const hasher = spec.hmacKey ? await createHMAC(createHasher(spec.algorithm), spec.hmacKey) : await createHasher(spec.algorithm);
  return hasher.init();
}

/** Thrown when the browser cannot read the file (moved, deleted, permission lost). */
export class FileReadError extends Error {
  override name = 'FileReadError';
}

/**
 * Reader side: reads `blob` once, feeds `specs`, forwards every chunk to the helper on `port`
 * (when given) and returns its own digests in `specs` order once the helper has them all.
 */
export async function streamDigestsReader(
  blob: Blob,
  specs: readonly DigestSpec[],
  port?: MessagePort,
  onProgress?: (progress: StreamProgress) => void,
  chunkBytes = DEFAULT_CHUNK_BYTES,
): Promise<Uint8Array[]> {
  const hashers = await Promise.all(specs.map(createSpecHasher));
  const total = blob.size;
  let hashed = 0;
  let sent = 0;
  let acked = 0;
  let wake: (() => void) | undefined;
  let lastReport = 0;
  const report = (force = false) => {
    const now = performance.now();
    if (!onProgress || (!force && now - lastReport < PROGRESS_EVERY_MS)) return;
    lastReport = now;
    onProgress({ done: port ? acked : hashed, total });
  };
  if (port) {
    port.onmessage = (event: MessageEvent<HelperMessage>) => {
      acked += event.data.bytes;
      wake?.();
      report();
    };
  }
  const waitFor = async (condition: () => boolean) => {
    while (!condition()) await new Promise<void>((resolve) => (wake = resolve));
  };

  let finished = false;
  try {
    for await (const buffer of readChunks(blob, chunkBytes)) {
      const view = new Uint8Array(buffer);
      for (const hasher of hashers) hasher.update(view);
      hashed += buffer.byteLength;
      if (port) {
        await waitFor(() => sent - acked < MAX_IN_FLIGHT * chunkBytes);
        sent += buffer.byteLength;
        port.postMessage({ type: 'chunk', data: buffer } satisfies ReaderMessage, [buffer]);
      }
      report();
    }
    if (port) {
      port.postMessage({ type: 'end' } satisfies ReaderMessage);
      await waitFor(() => acked >= sent);
    }
    finished = true;
    report(true);
    return hashers.map((hasher) => hasher.digest('binary'));
  } catch (error) {
    throw error instanceof DOMException || error instanceof TypeError ? new FileReadError(error.message) : error;
  } finally {
    if (port) {
      if (!finished) port.postMessage({ type: 'fail' } satisfies ReaderMessage);
      port.onmessage = null;
      port.close();
    }
  }
}

/** Helper side: feeds `specs` with the chunks arriving on `port`; resolves with its digests at the end. */
export async function streamDigestsHelper(specs: readonly DigestSpec[], port: MessagePort): Promise<Uint8Array[]> {
  const hashers = await Promise.all(specs.map(createSpecHasher));
  return new Promise((resolve, reject) => {
    // Assigning onmessage starts the port: chunks queued while the hashers were created arrive now.
    port.onmessage = (event: MessageEvent<ReaderMessage>) => {
      const message = event.data;
      if (message.type === 'chunk') {
        const view = new Uint8Array(message.data);
        for (const hasher of hashers) hasher.update(view);
        port.postMessage({ type: 'ack', bytes: view.byteLength } satisfies HelperMessage);
        return;
      }
      port.onmessage = null;
      if (message.type === 'end') resolve(hashers.map((hasher) => hasher.digest('binary')));
      else reject(new FileReadError('The reader stopped'));
    };
  });
}
