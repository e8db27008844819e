import { createHMAC, type IHasher } from 'hash-wasm';
import { ChunkSender, receiveAllChunks } from '@/lib/chunk-channel';
import { asReadError, DEFAULT_CHUNK_BYTES, readChunks } from '@/lib/chunked-file';
import { throttledProgress, type ReportProgress } from '@/lib/progress';
import { createHasher, type Algorithm } from './digests';

/**
 * Streaming digests of a file over two workers. The reader worker reads the file once, in chunks,
 * feeds its own share of the hashers, then transfers each chunk (zero-copy) over a MessagePort to
 * a helper worker that feeds the other share and acknowledges. Reading overlaps hashing, both
 * cores work, and at most two chunks wait in the helper: memory stays flat.
 */

/** One incremental digest; with `hmacKey` it is the HMAC (RFC 2104) over that hash. */
export interface DigestSpec {
  algorithm: Algorithm;
  hmacKey?: Uint8Array;
}

/** Chunks the helper may hold before the reader waits: memory stays at a few chunks. */
const MAX_IN_FLIGHT_CHUNKS = 2;

async function createSpecHasher(spec: DigestSpec): Promise<IHasher> {
  const hasher = spec.hmacKey ? await createHMAC(createHasher(spec.algorithm), spec.hmacKey) : await createHasher(spec.algorithm);
  return hasher.init();
}

/**
 * Reader side: reads `blob` once, feeds `specs`, forwards every chunk to the helper on `port`
 * (when given) and returns its own digests in `specs` order once the helper has them all.
 */
export async function digestStream(
  blob: Blob,
  specs: readonly DigestSpec[],
  port?: MessagePort,
  onProgress?: ReportProgress,
  chunkBytes = DEFAULT_CHUNK_BYTES,
): Promise<Uint8Array[]> {
  const hashers = await Promise.all(specs.map(createSpecHasher));
  const report = throttledProgress(blob.size, onProgress);
  // With a helper, progress is what it has finished (it is never ahead of the reader).
  const sender = port ? new ChunkSender(port, MAX_IN_FLIGHT_CHUNKS * chunkBytes, (acked) => report(acked)) : undefined;
  let hashed = 0;
  try {
    for await (const buffer of readChunks(blob, chunkBytes)) {
      const view = new Uint8Array(buffer);
      for (const hasher of hashers) hasher.update(view);
      hashed += buffer.byteLength;
      if (sender) await sender.send(buffer);
      else report(hashed);
    }
    await sender?.end();
  } catch (error) {
    sender?.fail();
    throw asReadError(error);
  }
  report(blob.size, true);
  return hashers.map((hasher) => hasher.digest('binary'));
}

/**
 * Helper side: feeds `specs` with the chunks arriving on `port`; resolves with its digests at the
 * end, or with undefined when the reader stops it.
 */
export async function streamDigestsHelper(specs: readonly DigestSpec[], port: MessagePort): Promise<Uint8Array[] | undefined> {
  const hashers = await Promise.all(specs.map(createSpecHasher));
  const complete = await receiveAllChunks(port, (chunk) => {
    if (chunk instanceof Blob) throw new TypeError('The reader sends bytes');
    for (const hasher of hashers) hasher.update(chunk);
  });
  return complete ? hashers.map((hasher) => hasher.digest('binary')) : undefined;
}

/**
 * Compiles the WASM of these digests ahead of use (hash-wasm caches the compiled modules), so a
 * file chosen next starts hashing at once.
 */
export async function warmUp(algorithms: readonly Algorithm[]): Promise<void> {
  await Promise.all(algorithms.map((algorithm) => createHasher(algorithm)));
}

/** Worker entry, one worker: every digest of `blob`. */
export const streamDigests = (blob: Blob, specs: readonly DigestSpec[], report: ReportProgress) =>
  digestStream(blob, specs, undefined, report);

/** Worker entry, reader of a pair: its share of the digests, sending each chunk to the helper on `port`. */
export const streamDigestsReader = (blob: Blob, specs: readonly DigestSpec[], port: MessagePort, report: ReportProgress) =>
  digestStream(blob, specs, port, report);
