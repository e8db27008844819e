import { FALLBACK_MIME, type DecodedMeta, type EncodeMeta } from './logic';

export interface EncodedResult extends EncodeMeta {
  blob: Blob;
}

export interface DecodedResult extends DecodedMeta {
  blob: Blob;
}

/** Worker instances: encoding uses 0 and 1, decoding 2 and 3, so neither card ever waits on the other. */
export const ENCODE_INSTANCES = [0, 1] as const;
export const DECODE_INSTANCES = [2, 3] as const;

/** The pair's answers as one result; the helper's Blob gets the file's type. */
export function encodedResult([meta, blob]: [EncodeMeta, Blob | undefined]): EncodedResult {
  return { ...meta, blob: typed(blob, 'text/plain') };
}

export function decodedResult([meta, blob]: [DecodedMeta, Blob | undefined]): DecodedResult {
  return { ...meta, blob: typed(blob, meta.mime ?? FALLBACK_MIME) };
}

/** The helper's Blob with its type (a helper only comes back empty-handed when its reader failed). */
function typed(blob: Blob | undefined, type: string): Blob {
  if (!blob) throw new Error('The Blob builder stopped early');
  return blob.slice(0, blob.size, type);
}
