import { censusOf, checkExpansion } from './expansion';
import { readJsonExact } from './json-exact';
import { writeJsonParts, type TextSink } from './json-parts';
import { readToml, readYaml } from './read';
import { JSON_INDENT, writeJson } from './write-json';
import { writeToml } from './write-toml';
import { writeYaml } from './write-yaml';

/** The text formats the YAML/JSON/TOML converters read and write. */
export type DataFormat = 'yaml' | 'json' | 'toml';

export const DATA_FORMATS: readonly DataFormat[] = ['yaml', 'json', 'toml'];

/**
 * JSON nested deeper than this is refused, like YAML and TOML (their parsers stop at 1000 levels):
 * the converters walk the tree recursively.
 */
export const JSON_MAX_DEPTH = 1000;

/**
 * Each reader keeps integers beyond 2^53 exact (BigInt), so no converter rounds them, and keeps
 * index-like keys in their place (marked, see json-key-order; every writer here drops the mark).
 */
const readers: Record<DataFormat, (text: string) => unknown> = {
  yaml: (text) => readYaml(text, { keepKeyOrder: true }),
  json: (text) => readJsonExact(text, { maxDepth: JSON_MAX_DEPTH, keepKeyOrder: true }),
  toml: (text) => readToml(text, { keepKeyOrder: true }),
};

/**
 * Converts a document from one format to another. Empty (or whitespace- or comment-only) input
 * gives an empty output. Bad input throws InputError: `invalidYaml` / `invalidJson` / `invalidToml`
 * with the parser's `reason`, `line` and `column` (or a `detailKey` of ours); `topLevelNotObject`,
 * `tomlNull` and `tomlIntegerRange` for what TOML cannot hold.
 */
export function convertData(text: string, from: DataFormat, to: DataFormat): string {
  const read = readChecked(text, from);
  return read ? written(read, to) : '';
}

/**
 * convertData written into `sink`: JSON of plain values in parts (see writeJsonParts: a big
 * document is never one string), the rest whole.
 */
export function convertDataInto(text: string, sink: TextSink, from: DataFormat, to: DataFormat): void {
  const read = readChecked(text, from);
  if (!read) return;
  if (to === 'json' && !read.special) writeJsonParts(read.value, { indent: JSON_INDENT, sortKeys: false }, sink);
  else sink.write(written(read, to));
}

/** A read document written whole in `to`. */
function written({ value, special }: { value: unknown; special: boolean }, to: DataFormat): string {
  if (to === 'json') return writeJson(value, special);
  if (to === 'toml') return writeToml(value);
  return writeYaml(value);
}

/** The document's value (undefined: an empty document), once YAML's aliases are known not to explode. */
function readChecked(text: string, from: DataFormat): { value: unknown; special: boolean } | undefined {
  const value = readers[from](text);
  if (value === undefined) return undefined;
  const census = censusOf(value);
  if (from === 'yaml') checkExpansion(census);
  return { value, special: census.special };
}
