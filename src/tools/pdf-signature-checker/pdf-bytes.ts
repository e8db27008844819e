/**
 * Our own small, bounded reading of PDF bytes: enough to find signature dictionaries' /ByteRange
 * and the /Contents hex string they leave out, by scanning the file. Signature dictionaries are
 * never stored in compressed object streams (their byte offsets matter); the form fields pointing
 * to them may be: signature-fields.ts reads those through the document's structure.
 */
import { parseHex } from '@/lib/encoding';

export const MAX_SIGNATURES = 64;
/** /Contents larger than this (hex digits) is not a signature we read. */
export const MAX_CONTENTS_HEX = 2 * 1024 * 1024;

export interface SignatureField {
  /** [start1, length1, start2, length2]. */
  byteRange: [number, number, number, number];
  /** The DER bytes of /Contents (trailing zero padding included). */
  contents?: Uint8Array;
  /** /M of the dictionary, when present (PDF date). */
  modified?: string;
  /** /Name of the dictionary, when present. */
  name?: string;
  /** /SubFilter of the dictionary, when it could be parsed. */
  subFilter?: string;
  /** The DER certificates of /Cert (adbe.x509.rsa_sha1), signer first. */
  certificates?: Uint8Array[];
}

const latin1 = new TextDecoder('latin1');
const BYTE_RANGE = ascii('/ByteRange');

/** True when the PDF header is in the first KiB, as readers require. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  return indexOf(bytes.subarray(0, 1024), ascii('%PDF-'), 0) !== -1;
}

/** Every distinct /ByteRange in the file with its /Contents; unreadable ranges have no `contents`. */
export function findSignatureFields(bytes: Uint8Array): SignatureField[] {
  const fields: SignatureField[] = [];
  const seen = new Set<string>();
  for (
    let at = indexOf(bytes, BYTE_RANGE, 0);
    at !== -1 && fields.length < MAX_SIGNATURES;
    at = indexOf(bytes, BYTE_RANGE, at + 1)
  ) {
    const window = latin1.decode(bytes.subarray(at + BYTE_RANGE.length, at + BYTE_RANGE.length + 120));
    const match = /^\s*\[\s*(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s*\]/.exec(window);
    if (!match) continue; // e.g. the key named in a comment or an unfilled template
    const byteRange = match.slice(1, 5).map(Number) as SignatureField['byteRange'];
    const key = byteRange.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    fields.push({ byteRange, contents: readContents(bytes, byteRange), ...dictionaryStrings(bytes, at, byteRange) });
  }
  return fields;
}

/** The bytes the signature covers: both ranges, concatenated. */
export function signedBytes(bytes: Uint8Array, [a, b, c, d]: SignatureField['byteRange']): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(b + d);
  out.set(bytes.subarray(a, a + b), 0);
  out.set(bytes.subarray(c, c + d), b);
  return out;
}

/** The ranges are inside the file, in order, and leave a gap between them. */
export function isRangeInFile(length: number, [a, b, c, d]: SignatureField['byteRange']): boolean {
  return a + b <= c && c + d <= length && b > 0;
}

/** The signed ranges start at 0 and reach the end of the file (trailing line ends aside). */
export function coversWholeFile(bytes: Uint8Array, [a, , c, d]: SignatureField['byteRange']): boolean {
  if (a !== 0) return false;
  for (let i = c + d; i < bytes.length; i++) if (bytes[i] !== 0x0a && bytes[i] !== 0x0d) return false;
  return c + d <= bytes.length;
}

/** The gap between the two ranges must be exactly the hex string `<…>`. */
export function readContents(bytes: Uint8Array, range: SignatureField['byteRange']): Uint8Array | undefined {
  const [a, b, c] = range;
  if (!isRangeInFile(bytes.length, range) || c - (a + b) > MAX_CONTENTS_HEX + 2) return undefined;
  const gap = latin1.decode(bytes.subarray(a + b, c)).trim();
  if (!gap.startsWith('<') || !gap.endsWith('>')) return undefined;
  const hex = gap.slice(1, -1).replace(/\s+/g, '');
  if (hex.length < 2) return undefined;
  return parseHex(hex.length % 2 ? `${hex}0` : hex); // PDF: a final odd digit is followed by an implicit 0
}

/** /M and /Name of the dictionary around the /ByteRange (looked for near it, outside /Contents). */
function dictionaryStrings(bytes: Uint8Array, at: number, [a, b, c]: SignatureField['byteRange']) {
  const contentsStart = a + b;
  const before = latin1.decode(
    bytes.subarray(Math.max(0, Math.min(at, contentsStart) - 2048), Math.min(at, contentsStart) + 200),
  );
  const after = latin1.decode(bytes.subarray(Math.max(at, c), Math.max(at, c) + 2048)).split('endobj')[0] ?? '';
  const text = `${before.slice(before.lastIndexOf(' obj'))} ${after}`;
  const modified = /\/M\s*\((D:[^)]{0,40})\)/.exec(text)?.[1];
  const name = /\/Name\s*\(((?:[^()\\]|\\.){0,200})\)/.exec(text)?.[1]?.replace(/\\(.)/g, '$1');
  return { ...(modified ? { modified } : {}), ...(name ? { name } : {}) };
}

/** A PDF date "D:YYYYMMDDHHmmSSOHH'mm'" → ISO 8601 (UTC), or undefined. */
export function pdfDateToIso(value: string): string | undefined {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(value);
  if (!m) return undefined;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const offset = !sign || sign.toUpperCase() === 'Z' ? 'Z' : `${sign}${oh}:${om}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** First index of `needle` in `haystack` from `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  outer: for (
    let i = haystack.indexOf(first as number, from);
    i !== -1 && i <= last;
    i = haystack.indexOf(first as number, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
