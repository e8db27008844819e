/// <reference lib="webworker" />
import { expose } from 'comlink';
import { collectBlob, decodeReader, encodeFileReader } from '@/tools/base64-file-converter/logic';
import { decodeStringTask, encodeStringTask } from '@/tools/base64-string-converter/logic';
import { hashText } from '@/tools/hash-text/logic';
import { streamDigestsHelper, streamDigestsReader, warmUp } from '@/tools/hash-text/stream';
import { hmacText } from '@/tools/hmac-generator/logic';

/**
 * Hashing host (hash-wasm): text digests and HMACs, and streamed file digests over two instances — the
 * reader (instance 0) reads the file once and hands each chunk to the helper (instance 1);
 * Base64 of big texts, and of files of any size: one instance reads and converts, the other
 * builds the output Blob.
 */
const api = {
  hashText,
  streamDigestsReader,
  streamDigestsHelper,
  warmUp,
  encodeStringTask,
  decodeStringTask,
  hmacText,
  encodeFileReader,
  decodeReader,
  collectBlob,
};
export type HashHost = typeof api;
expose(api);
