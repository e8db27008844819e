/// <reference lib="webworker" />
import {
  decodeStreamReader,
  decodeToBlob,
  decodeToFile,
  encodeFileStreamReader,
  encodeFileToBlob,
  encodeFileToFile,
} from '@/tools/base64-file-converter/worker-api';
import { decodeString, encodeString } from '@/tools/base64-string-converter/logic';
import { streamDigests, streamDigestsHelper, streamDigestsReader, warmUp } from '@/lib/hashing/stream';
import { hashText } from '@/tools/hash-text/logic';
import { hmacText } from '@/tools/hmac-generator/logic';

/**
 * Hashing host (hash-wasm): text digests and HMACs; streamed file digests on one worker, or over two
 * instances (the reader reads the file once and hands each chunk to the helper); Base64 of big texts,
 * and of files of any size (one worker reads and converts into a Blob, a file the person picked,
 * or a streamed download).
 */
export const api = {
  hashText,
  streamDigests,
  streamDigestsReader,
  streamDigestsHelper,
  warmUp,
  encodeString,
  decodeString,
  hmacText,
  encodeFileToBlob,
  decodeToBlob,
  encodeFileToFile,
  decodeToFile,
  encodeFileStreamReader,
  decodeStreamReader,
};
export type HashHost = typeof api;
