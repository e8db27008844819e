import {
  binaryTag,
  CORE_SCHEMA,
  defineMappingTag,
  defineScalarTag,
  defineSequenceTag,
  floatCoreTag,
  intCoreTag,
  mapTag,
  mergeTag,
  NOT_RESOLVED,
  omapTag,
  pairsTag,
  seqTag,
  setTag,
  strTag,
  timestampTag,
} from 'js-yaml';
import { TomlDate } from 'smol-toml';
import { orderedKey } from './json-key-order';
import { tomlDateText } from './toml-dates';
import { WholeFloat } from './whole-float';
import { tomlTimestampTag } from './yaml-timestamps';

/**
 * YAML integers beyond 2^53 become BigInt instead of a rounded number; the other forms of the
 * YAML 1.2 core schema stay as js-yaml reads them.
 */
const exactIntTag = defineScalarTag<number | bigint>('tag:yaml.org,2002:int', {
  implicit: true,
  implicitFirstChars: intCoreTag.implicitFirstChars,
  resolve(source, isExplicit, tagName) {
    const value = intCoreTag.resolve(source, isExplicit, tagName);
    if (value === NOT_RESOLVED || Number.isSafeInteger(value)) return value;
    const negative = source.startsWith('-');
    const digits = source.replace(/^[-+]/, '');
    const exact = BigInt(digits);
    return negative ? -exact : exact;
  },
  identify: (data) => typeof data === 'bigint' || intCoreTag.identify(data),
  represent: (data) => (typeof data === 'bigint' ? data.toString() : intCoreTag.represent(data)),
});

/**
 * Application tags (`!Ref`, `!GetAtt`, `!If` in CloudFormation, `!reference` in GitLab CI…) mean
 * something only to the program that wrote them, and JSON and TOML have no tags: a node under any
 * local tag (`!` + name) is read as its untagged content, a scalar as its string. Load only.
 */
const LOCAL_TAG_PREFIX = '!';
const loadOnly = { matchByTagPrefix: true, identify: () => false } as const;
const localScalarTag = defineScalarTag(LOCAL_TAG_PREFIX, { ...loadOnly, resolve: strTag.resolve });
const localSequenceTag = defineSequenceTag(LOCAL_TAG_PREFIX, { ...loadOnly, create: seqTag.create, addItem: seqTag.addItem });
/** Mapping functions of mapTag that store keys through `keyOf` (see ORDERED_YAML_SCHEMA). */
function mapFunctions(keyOf: (key: unknown) => unknown) {
  return {
    create: mapTag.create,
    addPair: (carrier: Record<string, unknown>, key: unknown, value: unknown) => mapTag.addPair(carrier, keyOf(key), value),
    has: (carrier: Record<string, unknown>, key: unknown) => mapTag.has(carrier, keyOf(key)),
    keys: mapTag.keys,
    get: mapTag.get,
  };
}

/** The text of a key read as a boxed float or a TOML date (`1.0:`, `2024-01-15:`), as written. */
const scalarKey = (key: unknown) => (key instanceof TomlDate ? tomlDateText(key) : key instanceof WholeFloat ? String(key) : key);

/** mapTag's key (a string), marked when it looks like an index; a complex key stays for mapTag to refuse. */
const markedIndexKey = (key: unknown) => {
  const scalar = scalarKey(key);
  return scalar !== null && typeof scalar === 'object' ? scalar : orderedKey(String(scalar));
};

const localMappingTag = defineMappingTag(LOCAL_TAG_PREFIX, { ...loadOnly, ...mapFunctions((key) => key) });
const orderedLocalMappingTag = defineMappingTag(LOCAL_TAG_PREFIX, { ...loadOnly, ...mapFunctions(markedIndexKey) });
const orderedMapTag = defineMappingTag(mapTag.tagName, { ...mapFunctions(markedIndexKey), identify: () => false });

/** `!!binary` stays its Base64 text (whitespace removed), once js-yaml has checked it decodes. */
const binaryAsBase64Tag = defineScalarTag<string>(binaryTag.tagName, {
  resolve: (source, isExplicit, tagName) =>
    binaryTag.resolve(source, isExplicit, tagName) === NOT_RESOLVED ? NOT_RESOLVED : source.replace(/\s/g, ''),
  identify: () => false,
});

/** `!!set` (a mapping of keys to null) becomes the list of its members: JSON and TOML have no sets. */
const setAsListTag = defineMappingTag<Set<unknown>, unknown[]>(setTag.tagName, {
  create: setTag.create,
  addPair: setTag.addPair,
  has: setTag.has,
  finalize: (members) => [...members],
  keys: (members) => members,
  get: () => null,
  identify: () => false,
});

/**
 * `!!timestamp` only where written: an untagged `2001-12-14` stays a string (YAML 1.2 core schema),
 * a tagged one becomes a Date, which JSON prints in UTC (for TOML, see TOML_CONVERTER_YAML_SCHEMA).
 */
const explicitTimestampTag = defineScalarTag<Date>(timestampTag.tagName, {
  resolve: timestampTag.resolve,
  identify: () => false,
});

const commonTags = [
  mergeTag,
  exactIntTag,
  localScalarTag,
  localSequenceTag,
  binaryAsBase64Tag,
  setAsListTag,
  explicitTimestampTag,
  omapTag,
  pairsTag,
];

/**
 * The YAML 1.2 core schema with `<<` merge keys (explicit keys win over merged ones), exact big
 * integers, local tags read as untagged, and the YAML 1.1 types that have a JSON form: `!!binary`,
 * `!!set`, `!!timestamp`, `!!omap` (a list of one-key maps) and `!!pairs` (a list of [key, value]).
 * Complex keys (`? [1, 2]`) are still refused: a JSON key is a string.
 */
export const YAML_SCHEMA = CORE_SCHEMA.withTags(...commonTags, localMappingTag);

/**
 * YAML_SCHEMA whose mappings keep index-like keys (`2:`, `"10":`) in the text's order: they are
 * read marked (see json-key-order), for the JSON, YAML and TOML writers that drop the mark.
 */
export const ORDERED_YAML_SCHEMA = CORE_SCHEMA.withTags(...commonTags, orderedLocalMappingTag, orderedMapTag);

/** A float whose value is whole (`1.0`, `1e2`, `-0.0`) is read boxed, not as an integer-looking number. */
const wholeFloatTag = defineScalarTag<number | WholeFloat>(floatCoreTag.tagName, {
  implicit: true,
  implicitFirstChars: floatCoreTag.implicitFirstChars,
  resolve(source, isExplicit, tagName) {
    const value = floatCoreTag.resolve(source, isExplicit, tagName);
    return typeof value === 'number' && Number.isInteger(value) ? new WholeFloat(value) : value;
  },
  identify: () => false,
});

/** ORDERED_YAML_SCHEMA for the converters: whole floats stay floats (see WholeFloat). */
export const CONVERTER_YAML_SCHEMA = ORDERED_YAML_SCHEMA.withTags(wholeFloatTag);

/** CONVERTER_YAML_SCHEMA for a TOML output: plain timestamps become TOML dates (see tomlTimestampTag). */
export const TOML_CONVERTER_YAML_SCHEMA = CONVERTER_YAML_SCHEMA.withTags(tomlTimestampTag);
