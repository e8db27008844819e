import { InputError } from '@/lib/errors';
import { censusOf, checkExpansion } from './expansion';
import { readJsonExact } from './json-exact';
import { writeJsonParts, type TextSink } from './json-parts';
import { readToml, readYaml } from './read';
import { JSON_INDENT, writeJson } from './write-json';
import { writeToml } from './write-toml';
import { writeYaml } from './write-yaml';
import { CONVERTER_YAML_SCHEMA, TOML_CONVERTER_YAML_SCHEMA } from './yaml-schema';

/** The text formats the YAML/JSON/TOML converters read and write. */
export type DataFormat = 'yaml' | 'json' | 'toml';

export const DATA_FORMATS: readonly DataFormat[] = ['yaml', 'json', 'toml'];

/**
 * JSON nested deeper than this is refused, like YAML and TOML (their parsers stop at 1000 levels,
 * and a tree deeper through aliases or dotted TOML headers is refused after reading): the
 * converters walk the tree recursively.
 */
export const JSON_MAX_DEPTH = 1000;

const INVALID: Record<DataFormat, string> = { yaml: 'invalidYaml', json: 'invalidJson', toml: 'invalidToml' };

/**
 * Each reader keeps integers beyond 2^53 exact (BigInt) and whole floats floats (WholeFloat), so
 * no converter rounds them or makes `1.0` an integer, and keeps index-like keys in their place
 * (marked, see json-key-order; every writer here drops the mark). For TOML, plain YAML timestamps
 * become TOML dates.
 */
function readFormat(text: string, from: DataFormat, to: DataFormat): unknown {
  if (from === 'yaml') return readYaml(text, { schema: to === 'toml' ? TOML_CONVERTER_YAML_SCHEMA : CONVERTER_YAML_SCHEMA });
  if (from === 'json') return readJsonExact(text, { maxDepth: JSON_MAX_DEPTH, keepKeyOrder: true, keepFloats: true });
  return readToml(text, { keepKeyOrder: true, keepFloats: true });
}

/** A call stack that ends before the tree does (V8, WebKit: RangeError; Firefox: InternalError). */
const isStackOverflow = (error: unknown) =>
  error instanceof Error &&
  ((error instanceof RangeError && /call stack/i.test(error.message)) ||
    (error.name === 'InternalError' && /recursion/i.test(error.message)));

/**
 * `work` with a tree too deep for a parser's limit or for the call stack (a worker's is smaller
 * than the page's) refused as `tooDeep` under the input format's key, never as an unexpected error.
 */
function refusingDeep<T>(from: DataFormat, work: () => T): T {
  try {
    return work();
  } catch (error) {
    const deep = isStackOverflow(error) || (error instanceof InputError && error.params.detailKey === 'tooDeep');
    if (deep) throw new InputError(INVALID[from], { detailKey: 'tooDeep' });
    throw error;
  }
}

/**
 * Converts a document from one format to another. Empty (or whitespace- or comment-only) input
 * gives an empty output. Bad input throws InputError: `invalidYaml` / `invalidJson` / `invalidToml`
 * with the parser's `reason`, `line` and `column` (or a `detailKey` of ours: `tooDeep` for any
 * format nested past 1000 levels or the call stack); `topLevelNotObject`,
 * `tomlNull` and `tomlIntegerRange` for what TOML cannot hold.
 */
export function convertData(text: string, from: DataFormat, to: DataFormat): string {
  return refusingDeep(from, () => {
    const read = readChecked(text, from, to);
    return read ? written(read, to) : '';
  });
}

/**
 * convertData written into `sink`: JSON of plain values in parts (see writeJsonParts: a big
 * document is never one string), the rest whole.
 */
export function convertDataInto(text: string, sink: TextSink, from: DataFormat, to: DataFormat): void {
  refusingDeep(from, () => {
    const read = readChecked(text, from, to);
    if (!read) return;
    if (to === 'json' && !read.special) writeJsonParts(read.value, { indent: JSON_INDENT, sortKeys: false }, sink);
    else sink.write(written(read, to));
  });
}

/** A read document written whole in `to`. */
function written({ value, special }: { value: unknown; special: boolean }, to: DataFormat): string {
  if (to === 'json') return writeJson(value, special);
  if (to === 'toml') return writeToml(value);
  return writeYaml(value);
}

/** The document's value (undefined: an empty document), once YAML's aliases are known not to explode. */
function readChecked(text: string, from: DataFormat, to: DataFormat): { value: unknown; special: boolean } | undefined {
  const value = readFormat(text, from, to);
  if (value === undefined) return undefined;
  const census = censusOf(value);
  if (census.depth > JSON_MAX_DEPTH) throw new InputError(INVALID[from], { detailKey: 'tooDeep' });
  if (from === 'yaml') checkExpansion(census);
  return { value, special: census.special };
}
