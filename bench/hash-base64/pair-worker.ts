// Bench worker for pair-vs-single.mjs: the Base64 file converter's own code, run either on one
// worker (encodeBlob/decodeBase64) or as the reader or Blob-building helper of the worker pair.
import {
  collectBlob,
  decodeBase64,
  decodeReader,
  encodeBlob,
  encodeFileReader,
} from '../../src/tools/base64-file-converter/logic';

type Job =
  | { type: 'encode-single' | 'decode-single'; file: File }
  | { type: 'encode-reader' | 'decode-reader'; file: File; port: MessagePort }
  | { type: 'collect'; port: MessagePort };

const ignoreProgress = () => {};

onmessage = async ({ data }: MessageEvent<Job>) => {
  const started = performance.now();
  let blob: Blob | undefined;
  if (data.type === 'encode-single') blob = (await encodeBlob(data.file)).blob;
  else if (data.type === 'decode-single') blob = (await decodeBase64(data.file)).blob;
  else if (data.type === 'encode-reader') await encodeFileReader(data.file, data.port, ignoreProgress);
  else if (data.type === 'decode-reader') await decodeReader(data.file, data.port, ignoreProgress);
  else if (data.type === 'collect') blob = await collectBlob(data.port);
  postMessage({ ms: performance.now() - started, blob });
};
