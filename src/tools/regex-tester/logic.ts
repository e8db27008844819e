import { InputError } from '@/lib/errors';
import type { ReportProgress } from '@/lib/progress';
import { MAX_MATCHES } from './options';
import { sampleMatching } from './sample';

/** One capturing group of a match: `name` is its number (Captures) or its name (Groups). */
export interface GroupMatch {
  name: string;
  /** Undefined when the group took no part in the match. */
  value?: string;
  /** Where the group's text starts and ends in the text (UTF-16 units, from the `d` flag). */
  start?: number;
  end?: number;
}

export interface RegexMatch {
  /** Where the match starts in the text (UTF-16 units, as JavaScript counts). */
  index: number;
  value: string;
  captures: GroupMatch[];
  groups: GroupMatch[];
}

export interface RegexTestResult {
  matches: RegexMatch[];
  /** More than MAX_MATCHES matched: only the first ones are given. */
  truncated: boolean;
  /** A random text the pattern matches ('' when only the empty text was found, undefined when none could be made). */
  sample?: string;
}

/**
 * V8 repeats the pattern and its flags before the reason ("Invalid regular expression: /(/dgu: …");
 * JavaScriptCore writes the same words without them ("Invalid regular expression: missing )").
 */
const ENGINE_PREFIX = /^Invalid regular expression: (?:\/[\s\S]*\/[a-z]*: )?/;

/** The engine's reason for refusing a pattern, without the pattern (which holds our added `d`). */
export function engineMessage(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.replace(ENGINE_PREFIX, '');
}

/** The pattern with its flags and `d` (group indices); a pattern the engine refuses throws InputError('invalidRegex'). */
export function compileRegex(source: string, flags: string): RegExp {
  try {
    return new RegExp(source, flags.includes('d') ? flags : `${flags}d`);
  } catch (error) {
    throw new InputError('invalidRegex', { message: engineMessage(error) });
  }
}

function describeMatch(match: RegExpExecArray): RegexMatch {
  const captures: GroupMatch[] = [];
  for (let group = 1; group < match.length; group++) {
    const [start, end] = match.indices?.[group] ?? [];
    captures.push({ name: String(group), value: match[group], start, end });
  }
  const groups = Object.entries(match.groups ?? {}).map(([name, value]): GroupMatch => {
    const [start, end] = match.indices?.groups?.[name] ?? [];
    return { name, value, start, end };
  });
  return { index: match.index, value: match[0], captures, groups };
}

/**
 * The matches of `regex` in `text`: every one with the g flag (matchAll steps past an empty match
 * by one character, a whole code point with u or v), else the first. At most `limit`.
 */
export function findMatches(regex: RegExp, text: string, limit = MAX_MATCHES): Pick<RegexTestResult, 'matches' | 'truncated'> {
  if (!regex.global) {
    const match = new RegExp(regex).exec(text);
    return { matches: match ? [describeMatch(match)] : [], truncated: false };
  }
  const matches: RegexMatch[] = [];
  for (const match of text.matchAll(regex)) {
    if (matches.length === limit) return { matches, truncated: true };
    matches.push(describeMatch(match));
  }
  return { matches, truncated: false };
}

/**
 * The worker's one call: the matches of `source` (with `flags`) in `text`, and a sample text it
 * matches. `started` is called once the pattern compiles, just before the matching: the page times
 * the run from there, so spawning the worker and loading this code never count against the limit.
 */
export function testRegex(source: string, flags: string, text: string, started: ReportProgress): RegexTestResult {
  const regex = compileRegex(source, flags);
  started({ done: 0, total: 1 });
  const { matches, truncated } = text ? findMatches(regex, text) : { matches: [], truncated: false };
  return { matches, truncated, sample: sampleMatching(regex) };
}
