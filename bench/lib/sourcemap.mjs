// Attributes the bytes of a minified chunk to its original sources, from the chunk's source map.
// Used only to explain what is heavy in a chunk; sizes themselves come from the built files.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one Base64 VLQ segment ("AAgBC") into its numbers. */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Generated characters per source file: each mapped segment owns the text up to the next
 * segment on its line. Characters before the first segment of a line (or unmapped) count as "(unmapped)".
 */
export function charsPerSource(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  const add = (name, count) => totals.set(name, (totals.get(name) ?? 0) + count);
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments = [];
    for (const raw of lineMappings ? lineMappings.split(',') : []) {
      const fields = decodeSegment(raw);
      column += fields[0];
      if (fields.length >= 4) source += fields[1];
      segments.push({ column, source: fields.length >= 4 ? source : -1 });
    }
    if (!segments.length) {
      add('(unmapped)', lineLength + 1);
      return;
    }
    add('(unmapped)', segments[0].column);
    segments.forEach((segment, index) => {
      const end = index + 1 < segments.length ? segments[index + 1].column : lineLength + 1;
      add(segment.source >= 0 ? (map.sources[segment.source] ?? '(unknown)') : '(unmapped)', Math.max(0, end - segment.column));
    });
  });
  return totals;
}

/** "node_modules/react-dom/cjs/x.js" → "react-dom"; app files keep their path relative to the repo. */
export function ownerOf(sourcePath) {
  const normalised = sourcePath.replaceAll('\\', '/');
  const index = normalised.lastIndexOf('node_modules/');
  if (index < 0) return normalised.replace(/^(\.\.\/)+/, '').replace(/^\/+/, '');
  const parts = normalised.slice(index + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? normalised);
}
