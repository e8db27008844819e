/// <reference lib="webworker" />
import { expose } from 'comlink';
import { hashText } from '@/tools/hash-text/logic';
import { streamDigestsHelper, streamDigestsReader } from '@/tools/hash-text/stream';

/**
 * Hashing host (hash-wasm): text digests, and streamed file digests over two instances — the
 * reader (instance 0) reads the file once and hands each chunk to the helper (instance 1).
 */
const api = { hashText, streamDigestsReader, streamDigestsHelper };
export type HashHost = typeof api;
expose(api);
