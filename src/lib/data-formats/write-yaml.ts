import { defineScalarTag, dump, DUMP_SCHEMA, type ScalarTagDefinition } from 'js-yaml';
import { TomlDate } from 'smol-toml';
import { unmarkKey } from './json-key-order';
import { localTomlDateText } from './toml-dates';
import { WholeFloat, wholeFloatText } from './whole-float';

const INT_TAG = 'tag:yaml.org,2002:int';
const FLOAT_TAG = 'tag:yaml.org,2002:float';
const STR_TAG = 'tag:yaml.org,2002:str';
const dumpTag = (name: string) => DUMP_SCHEMA.tags.find((tag) => tag.tagName === name) as ScalarTagDefinition;

/** The dump schema's integers, plus BigInt written as its exact digits (a YAML integer has no size limit). */
const intTag = dumpTag(INT_TAG);
const exactIntTag = defineScalarTag<unknown>(INT_TAG, {
  ...intTag,
  identify: (data) => typeof data === 'bigint' || intTag.identify(data),
  represent: (data) => (typeof data === 'bigint' ? data.toString() : intTag.represent(data)),
});

/** A WholeFloat is a YAML float (`1.0`), not the integer its value would print as. */
const floatTag = dumpTag(FLOAT_TAG);
const wholeFloatTag = defineScalarTag<unknown>(FLOAT_TAG, {
  ...floatTag,
  identify: (data) => data instanceof WholeFloat || floatTag.identify(data),
  represent: (data) => (data instanceof WholeFloat ? wholeFloatText(data.value) : floatTag.represent(data)),
});

/**
 * A TOML time of day has no YAML type (a plain `07:32:00` even reads as a base-60 number in YAML
 * 1.1): it is written as a string of its TOML text. Dates and date-times stay YAML timestamps,
 * local ones in their TOML text too (no `.000` the TOML did not have). Keys read with keepKeyOrder
 * are written as the input had them.
 */
const strTag = dumpTag(STR_TAG);
const timeAsStringTag = defineScalarTag<unknown>(STR_TAG, {
  ...strTag,
  identify: (data) => strTag.identify(data) || (data instanceof TomlDate && data.isTime()),
  represent: (data) =>
    data instanceof TomlDate ? localTomlDateText(data) : strTag.represent(typeof data === 'string' ? unmarkKey(data) : data),
});

const timestampTag = dumpTag('tag:yaml.org,2002:timestamp');
const dateTimestampTag = defineScalarTag<unknown>(timestampTag.tagName, {
  ...timestampTag,
  identify: (data) => timestampTag.identify(data) && !(data instanceof TomlDate && data.isTime()),
  represent: (data) => (data instanceof TomlDate && data.isLocal() ? localTomlDateText(data) : timestampTag.represent(data)),
});

const SCHEMA = DUMP_SCHEMA.withTags(exactIntTag, wholeFloatTag, timeAsStringTag, dateTimestampTag);

/**
 * Prints a value as YAML: block style, 2-space indent, sequences indented under their key,
 * strings quoted only when needed, no trailing newline. Shared objects are written out in full.
 */
export function writeYaml(value: unknown): string {
  if (value === undefined) return '';
  return dump(value, { schema: SCHEMA, indent: 2, noRefs: true, lineWidth: -1 }).replace(/\n$/, '');
}
