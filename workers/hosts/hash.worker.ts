/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import {
  collectBlob,
  decodeReader,
  decodeStreamReader,
  encodeFileReader,
  encodeFileStreamReader,
} from '@/tools/base64-file-converter/logic';
import { decodeString, encodeString } from '@/tools/base64-string-converter/logic';
import { writeChunksToFile } from '@/lib/output-sink';
import { streamDigests, streamDigestsHelper, streamDigestsReader, warmUp } from '@/lib/hashing/stream';
import { hashText } from '@/tools/hash-text/logic';
import { hmacText } from '@/tools/hmac-generator/logic';

/**
 * Hashing host (hash-wasm): text digests and HMACs; streamed file digests on one worker, or over two
 * instances (the reader reads the file once and hands each chunk to the helper); Base64 of big texts,
 * and of files of any size (one instance reads and converts, the other builds the output Blob or
 * streams it into a file the person picked).
 */
const api = {
  hashText,
  streamDigests,
  streamDigestsReader,
  streamDigestsHelper,
  warmUp,
  encodeString,
  decodeString,
  hmacText,
  encodeFileReader,
  decodeReader,
  collectBlob,
  encodeFileStreamReader,
  decodeStreamReader,
  writeChunksToFile,
};
export type HashHost = typeof api;
exposeHost(api);
