import { censusOf, checkExpansion } from './expansion';
import { readJsonExact } from './json-exact';
import { readToml, readYaml } from './read';
import { writeJson } from './write-json';
import { writeToml } from './write-toml';
import { writeYaml } from './write-yaml';

/** The text formats the YAML/JSON/TOML converters read and write. */
export type DataFormat = 'yaml' | 'json' | 'toml';

export const DATA_FORMATS: readonly DataFormat[] = ['yaml', 'json', 'toml'];

/** Each reader keeps integers beyond 2^53 exact (BigInt), so no converter rounds them. */
const readers: Record<DataFormat, (text: string) => unknown> = { yaml: readYaml, json: readJsonExact, toml: readToml };

/**
 * Converts a document from one format to another. Empty (or whitespace- or comment-only) input
 * gives an empty output. Bad input throws InputError: `invalidYaml` / `invalidJson` / `invalidToml`
 * with the parser's `reason`, `line` and `column` (or a `detailKey` of ours); `topLevelNotObject`,
 * `tomlNull` and `tomlIntegerRange` for what TOML cannot hold.
 */
export function convertData(text: string, from: DataFormat, to: DataFormat): string {
  const value = readers[from](text);
  if (value === undefined) return '';
  const census = censusOf(value);
  if (from === 'yaml') checkExpansion(census);
  if (to === 'json') return writeJson(value, census.special);
  if (to === 'toml') return writeToml(value);
  return writeYaml(value);
}
