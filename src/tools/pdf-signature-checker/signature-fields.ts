import { findSignatureFields, MAX_SIGNATURES, readContents, type SignatureField } from './pdf-bytes';
import { PdfDocument } from './pdf-document';
import { nameOf, PdfParser, PdfRef, PdfString, textOf, type PdfDict, type PdfValue } from './pdf-syntax';

/** Form fields visited at most (fields, widgets and their /Kids). */
const MAX_FORM_NODES = 10_000;
/** How far before /Contents the `n g obj` of a signature dictionary is looked for. */
const DICTIONARY_WINDOW = 64 * 1024;

type Resolve = (value: PdfValue | undefined) => Promise<PdfValue>;

/**
 * The signature dictionaries of a PDF, in file order: those the form's signature fields point to
 * (catalog → /AcroForm → /Fields → /Kids → /V, read through xref tables or streams and object
 * streams), and any other /ByteRange found in the bytes (files whose structure cannot be read).
 */
export async function readSignatureFields(bytes: Uint8Array): Promise<SignatureField[]> {
  const doc = await PdfDocument.open(bytes);
  const resolve: Resolve = doc
    ? (value) => doc.resolve(value)
    : async (value) => (value instanceof PdfRef || value === undefined ? null : value);
  const fromForm = new Map<string, [SignatureField['byteRange'], PdfDict]>();
  for (const dict of doc ? await formSignatures(doc) : []) {
    const byteRange = await readByteRange(dict.get('ByteRange'), resolve);
    if (byteRange && fromForm.size < MAX_SIGNATURES) fromForm.set(byteRange.join(' '), [byteRange, dict]);
  }
  const fields = new Map<string, SignatureField>();
  for (const field of findSignatureFields(bytes)) {
    const key = field.byteRange.join(' ');
    const dict = fromForm.get(key)?.[1] ?? enclosingDictionary(bytes, field.byteRange);
    fields.set(key, dict ? { ...field, ...(await describe(dict, resolve)) } : field);
  }
  for (const [key, [byteRange, dict]] of fromForm) {
    if (fields.has(key) || fields.size >= MAX_SIGNATURES) continue;
    const contents = readContents(bytes, byteRange);
    fields.set(key, { byteRange, ...(contents ? { contents } : {}), ...(await describe(dict, resolve)) });
  }
  const gap = (field: SignatureField) => field.byteRange[0] + field.byteRange[1];
  return [...fields.values()].sort((a, b) => gap(a) - gap(b));
}

/** The /V dictionaries of the form's signature fields (field type inherited through /Kids). */
export async function formSignatures(doc: PdfDocument): Promise<PdfDict[]> {
  const root = await doc.dictionary(doc.trailer.get('Root'));
  const form = await doc.dictionary(root?.get('AcroForm'));
  const fields = await doc.resolve(form?.get('Fields'));
  const pending: [PdfValue, string | undefined][] = Array.isArray(fields) ? fields.map((f) => [f, undefined]) : [];
  const visited = new Set<number>();
  const found: PdfDict[] = [];
  for (let visits = 0; pending.length && visits < MAX_FORM_NODES; visits++) {
    const [value, inherited] = pending.shift()!;
    if (value instanceof PdfRef) {
      if (visited.has(value.num)) continue;
      visited.add(value.num);
    }
    const field = await doc.dictionary(value);
    if (!field) continue;
    const type = nameOf(field.get('FT')) ?? inherited;
    const kids = await doc.resolve(field.get('Kids'));
    if (Array.isArray(kids)) for (const kid of kids) pending.push([kid, type]);
    const signature = type === 'Sig' ? await doc.dictionary(field.get('V')) : undefined;
    if (signature && !found.includes(signature)) found.push(signature);
  }
  return found;
}

async function readByteRange(value: PdfValue | undefined, resolve: Resolve): Promise<SignatureField['byteRange'] | undefined> {
  const array = await resolve(value);
  if (!Array.isArray(array) || array.length !== 4) return undefined;
  const numbers = await Promise.all(array.map((v) => resolve(v)));
  return numbers.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)
    ? (numbers as SignatureField['byteRange'])
    : undefined;
}

/** The dictionary of the object around a /Contents gap, when it is the one holding that /ByteRange. */
function enclosingDictionary(bytes: Uint8Array, byteRange: SignatureField['byteRange']): PdfDict | undefined {
  const gap = byteRange[0] + byteRange[1];
  const from = Math.max(0, gap - DICTIONARY_WINDOW);
  const window = new TextDecoder('latin1').decode(bytes.subarray(from, gap));
  const header = [...window.matchAll(/(?:^|[^\d])(\d{1,10}\s+\d{1,5}\s+obj)\b/g)].at(-1);
  if (!header) return undefined;
  try {
    const start = from + header.index + header[0].length - header[1]!.length;
    const { value } = new PdfParser(bytes, start).indirectObject();
    if (!(value instanceof Map)) return undefined;
    const range = value.get('ByteRange');
    return Array.isArray(range) && range.join(' ') === byteRange.join(' ') ? value : undefined;
  } catch {
    return undefined;
  }
}

/** /SubFilter, /M, /Name and /Cert (a string or an array of strings) of a signature dictionary. */
async function describe(dict: PdfDict, resolve: Resolve): Promise<Partial<SignatureField>> {
  const subFilter = nameOf(await resolve(dict.get('SubFilter')));
  const modified = textOf(await resolve(dict.get('M')));
  const name = textOf(await resolve(dict.get('Name')));
  const cert = await resolve(dict.get('Cert'));
  const values = Array.isArray(cert) ? await Promise.all(cert.map((v) => resolve(v))) : [cert];
  const certificates = values.filter((v): v is PdfString => v instanceof PdfString).map((v) => v.bytes);
  return {
    ...(subFilter ? { subFilter } : {}),
    ...(modified ? { modified } : {}),
    ...(name ? { name } : {}),
    ...(certificates.length ? { certificates } : {}),
  };
}
