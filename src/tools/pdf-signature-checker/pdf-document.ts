/**
 * Random access to a PDF's objects through its cross-reference data: classic xref tables,
 * cross-reference streams (/Type /XRef, PDF 1.5) and hybrid files (/XRefStm), following /Prev
 * through incremental updates; objects stored in compressed object streams (/Type /ObjStm) are
 * found too. Streams are decoded with FlateDecode (DecompressionStream) and PNG predictors.
 */
import { PdfParser, PdfRef, PdfSyntaxError, nameOf, type IndirectObject, type PdfDict, type PdfValue } from './pdf-syntax';

type XrefEntry = { type: 0 } | { type: 1; offset: number } | { type: 2; stream: number; index: number };

interface ObjectStream {
  data: Uint8Array;
  /** [object number, offset from /First] of each object. */
  offsets: [number, number][];
  first: number;
}

const MAX_SECTIONS = 256;
const MAX_REFERENCE_CHAIN = 16;
/** Decoded streams (object and xref streams are small) stop here: a guard against zip bombs. */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;

export class PdfDocument {
  private readonly objects = new Map<number, Promise<PdfValue>>();
  private readonly objectStreams = new Map<number, Promise<ObjectStream>>();

  private constructor(
    readonly bytes: Uint8Array,
    private readonly xref: Map<number, XrefEntry>,
    readonly trailer: PdfDict,
  ) {}

  /** The document, or undefined when its cross-reference data cannot be read. */
  static async open(bytes: Uint8Array): Promise<PdfDocument | undefined> {
    try {
      const xref = new Map<number, XrefEntry>();
      let trailer: PdfDict | undefined;
      const seen = new Set<number>();
      for (let offset: number | undefined = startXref(bytes); offset !== undefined && !seen.has(offset);) {
        if (seen.add(offset).size > MAX_SECTIONS) break;
        const section = await readSection(bytes, offset, xref);
        trailer ??= section;
        // Hybrid files: the table's entries win, then those of the stream named by /XRefStm.
        const hybrid = section.get('XRefStm');
        if (typeof hybrid === 'number' && !seen.has(hybrid)) await readSection(bytes, hybrid, xref);
        const prev = section.get('Prev');
        offset = typeof prev === 'number' ? prev : undefined;
      }
      return trailer ? new PdfDocument(bytes, xref, trailer) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The value, with indirect references followed (null when an object is missing). */
  async resolve(value: PdfValue | undefined): Promise<PdfValue> {
    let current = value ?? null;
    for (let i = 0; current instanceof PdfRef; i++) {
      if (i === MAX_REFERENCE_CHAIN) return null;
      current = await this.object(current.num);
    }
    return current;
  }

  async dictionary(value: PdfValue | undefined): Promise<PdfDict | undefined> {
    const resolved = await this.resolve(value);
    return resolved instanceof Map ? resolved : undefined;
  }

  /** Object `num`, or null when it is missing or unreadable. */
  object(num: number): Promise<PdfValue> {
    let pending = this.objects.get(num);
    if (!pending) {
      pending = this.load(num).catch(() => null);
      this.objects.set(num, pending);
    }
    return pending;
  }

  private async load(num: number): Promise<PdfValue> {
    const entry = this.xref.get(num);
    if (entry?.type === 1) {
      const object = new PdfParser(this.bytes, entry.offset).indirectObject();
      return object.num === num ? object.value : null;
    }
    if (entry?.type !== 2) return null;
    const stream = await this.objectStream(entry.stream);
    const at = stream.offsets[entry.index]?.[0] === num ? entry.index : stream.offsets.findIndex(([n]) => n === num);
    const offset = stream.offsets[at]?.[1];
    return offset === undefined ? null : new PdfParser(stream.data, stream.first + offset).value();
  }

  private objectStream(num: number): Promise<ObjectStream> {
    let pending = this.objectStreams.get(num);
    if (!pending) {
      pending = this.loadObjectStream(num);
      this.objectStreams.set(num, pending);
    }
    return pending;
  }

  private async loadObjectStream(num: number): Promise<ObjectStream> {
    const entry = this.xref.get(num);
    if (entry?.type !== 1) throw new PdfSyntaxError('object stream not found');
    const object = new PdfParser(this.bytes, entry.offset).indirectObject();
    const dict = object.value;
    if (!(dict instanceof Map) || nameOf(dict.get('Type')) !== 'ObjStm') throw new PdfSyntaxError('not an object stream');
    const count = dict.get('N');
    const first = dict.get('First');
    if (typeof count !== 'number' || typeof first !== 'number') throw new PdfSyntaxError('bad object stream');
    // An indirect /Length must not send us back into this object stream.
    const length = (v: PdfValue) => (v instanceof PdfRef && this.xref.get(v.num)?.type === 1 ? this.object(v.num) : v);
    const data = await streamData(this.bytes, object, async (v) => length(v));
    const header = new PdfParser(data.subarray(0, first));
    const offsets: [number, number][] = [];
    for (let i = 0; i < count && i < data.length; i++) offsets.push([header.integer(), header.integer()]);
    return { data, offsets, first };
  }
}

/** The offset after the last `startxref` keyword. */
function startXref(bytes: Uint8Array): number | undefined {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  const match = /startxref\s+(\d{1,15})\s*(?:%%EOF)?\s*$/.exec(tail) ?? /startxref\s+(\d{1,15})(?![\s\S]*startxref)/.exec(tail);
  return match ? Number(match[1]) : undefined;
}

/** Reads the xref table or stream at `offset` into `xref` (newer entries kept); returns its trailer. */
async function readSection(bytes: Uint8Array, offset: number, xref: Map<number, XrefEntry>): Promise<PdfDict> {
  const parser = new PdfParser(bytes, offset);
  const add = (num: number, entry: XrefEntry) => {
    if (!xref.has(num)) xref.set(num, entry);
  };
  if (parser.keyword() !== 'xref') {
    parser.pos = offset;
    const object = parser.indirectObject();
    const dict = object.value;
    if (!(dict instanceof Map) || nameOf(dict.get('Type')) !== 'XRef') throw new PdfSyntaxError('no xref section');
    readXrefStream(dict, await streamData(bytes, object), add);
    return dict;
  }
  for (;;) {
    const token = parser.keyword();
    if (token === 'trailer') break;
    if (!/^\d{1,15}$/.test(token)) throw new PdfSyntaxError('bad xref table');
    const start = Number(token);
    const count = parser.integer();
    if (count > bytes.length / 18) throw new PdfSyntaxError('bad xref table');
    for (let i = 0; i < count; i++) {
      const entryOffset = parser.integer();
      parser.integer(); // generation
      const kind = parser.keyword();
      if (kind !== 'n' && kind !== 'f') throw new PdfSyntaxError('bad xref entry');
      add(start + i, kind === 'n' && entryOffset > 0 ? { type: 1, offset: entryOffset } : { type: 0 });
    }
  }
  const trailer = parser.value();
  if (!(trailer instanceof Map)) throw new PdfSyntaxError('bad trailer');
  return trailer;
}

function readXrefStream(dict: PdfDict, data: Uint8Array, add: (num: number, entry: XrefEntry) => void): void {
  const widths = dict.get('W');
  const size = dict.get('Size');
  const index = dict.get('Index') ?? [0, size ?? 0];
  if (!Array.isArray(widths) || !Array.isArray(index) || widths.length < 3) throw new PdfSyntaxError('bad xref stream');
  const w = widths.slice(0, 3).map((v) => (typeof v === 'number' && v >= 0 && v <= 8 ? v : NaN));
  if (w.some(Number.isNaN)) throw new PdfSyntaxError('bad /W');
  const [w0 = 0, w1 = 0, w2 = 0] = w;
  const rowLength = w0 + w1 + w2;
  let at = 0;
  const field = (width: number, fallback: number) => {
    if (!width) return fallback;
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + (data[at++] ?? 0);
    return value;
  };
  for (let i = 0; i + 1 < index.length; i += 2) {
    const start = index[i];
    const count = index[i + 1];
    if (typeof start !== 'number' || typeof count !== 'number') throw new PdfSyntaxError('bad /Index');
    for (let n = 0; n < count && at + rowLength <= data.length; n++) {
      const type = field(w0, 1);
      const f2 = field(w1, 0);
      const f3 = field(w2, 0);
      if (type === 1) add(start + n, { type: 1, offset: f2 });
      else if (type === 2) add(start + n, { type: 2, stream: f2, index: f3 });
      else add(start + n, { type: 0 }); // free, or a type a reader must treat as null
    }
  }
}

/** The decoded data of a stream object. /Length may be indirect when `resolve` is given. */
async function streamData(
  bytes: Uint8Array,
  object: IndirectObject,
  resolve?: (value: PdfValue) => Promise<PdfValue>,
): Promise<Uint8Array> {
  const dict = object.value;
  const start = object.streamStart;
  if (!(dict instanceof Map) || start === undefined) throw new PdfSyntaxError('not a stream');
  const declared = resolve ? await resolve(dict.get('Length') ?? null) : dict.get('Length');
  let end = typeof declared === 'number' && start + declared <= bytes.length ? start + declared : -1;
  if (end === -1 || !/^\s*endstream/.test(new TextDecoder('latin1').decode(bytes.subarray(end, end + 32)))) {
    // A wrong /Length: the data ends before the keyword (and the end of line before it).
    end = indexOfText(bytes, 'endstream', start);
    if (end === -1) throw new PdfSyntaxError('unterminated stream');
    if (bytes[end - 1] === 0x0a) end--;
    if (bytes[end - 1] === 0x0d) end--;
  }
  let data = bytes.subarray(start, end);
  const filters = [dict.get('Filter') ?? []].flat();
  const params = [dict.get('DecodeParms') ?? []].flat();
  for (const [i, filter] of filters.entries()) {
    if (nameOf(filter) !== 'FlateDecode') throw new PdfSyntaxError(`unsupported filter ${nameOf(filter)}`);
    data = unpredict(await inflate(data), params[i] instanceof Map ? params[i] : undefined);
  }
  return data;
}

/** zlib data; a truncated stream or a bad checksum keeps what was inflated, as readers do. */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const reader = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (error) {
      if (!total) throw error;
      break;
    }
    if (next.done) break;
    total += next.value.length;
    if (total > MAX_DECODED_BYTES) {
      await reader.cancel();
      throw new PdfSyntaxError('stream too large');
    }
    chunks.push(next.value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Undoes PNG predictors (/Predictor 10–15): each row starts with its filter type. */
function unpredict(data: Uint8Array, params: PdfDict | undefined): Uint8Array {
  const number = (key: string, fallback: number) => {
    const value = params?.get(key);
    return typeof value === 'number' ? value : fallback;
  };
  const predictor = number('Predictor', 1);
  if (predictor === 1) return data;
  if (predictor < 10) throw new PdfSyntaxError('unsupported predictor');
  const bitsPerPixel = number('Colors', 1) * number('BitsPerComponent', 8);
  const pixel = Math.max(1, Math.ceil(bitsPerPixel / 8));
  const row = Math.ceil((bitsPerPixel * number('Columns', 1)) / 8);
  if (row < 1 || row > 1 << 20) throw new PdfSyntaxError('bad predictor parameters');
  const rows = Math.floor(data.length / (row + 1));
  const out = new Uint8Array(rows * row);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (row + 1)];
    for (let i = 0; i < row; i++) {
      const raw = data[r * (row + 1) + 1 + i]!;
      const left = i >= pixel ? out[r * row + i - pixel]! : 0;
      const up = r > 0 ? out[(r - 1) * row + i]! : 0;
      const upLeft = r > 0 && i >= pixel ? out[(r - 1) * row + i - pixel]! : 0;
      const guess =
        type === 1 ? left : type === 2 ? up : type === 3 ? (left + up) >> 1 : type === 4 ? paeth(left, up, upLeft) : 0;
      out[r * row + i] = (raw + guess) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function indexOfText(bytes: Uint8Array, text: string, from: number): number {
  const first = text.charCodeAt(0);
  for (let i = bytes.indexOf(first, from); i !== -1; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < text.length && bytes[i + j] === text.charCodeAt(j)) j++;
    if (j === text.length) return i;
  }
  return -1;
}
