import RandExp from 'randexp';
import { randomIntegers } from '@/lib/random';

/** Generations tried before giving up on a sample the pattern really matches. */
const ATTEMPTS = 5;
/** An open-ended repetition (`*`, `+`, `{2,}`) repeats at most this many times more than its minimum. */
const OPEN_REPEAT = 10;
/** Steps of one generation at most (about its characters): `a{100000000}` gives no sample rather than 100 MB. */
const MAX_STEPS = 10_000;

/** A uniform integer in [a, b] from crypto.getRandomValues (randexp's own draws use Math.random). */
export function secureRandInt(a: number, b: number): number {
  return a + (randomIntegers(1, b - a + 1)[0] as number);
}

/**
 * A random text the pattern matches as a whole, or undefined when none can be made. randexp builds
 * the text from the pattern's syntax alone: it ignores lookarounds and anchors and does not know
 * every JavaScript syntax (`\p{…}`, `\u{…}`, `v`-flag set operations), so each text is checked with
 * the engine (the whole text must match) and only such a text is given. A text that is not empty
 * is preferred: '' comes back only when it is all the attempts gave (`^$`; `x*` draws '' now and then).
 */
export function sampleMatching(regex: RegExp): string | undefined {
  const flags = regex.flags.replace(/[gy]/g, '');
  // (?![\s\S]) is the end of the text whatever the m flag; sticky: the match starts at 0.
  const whole = new RegExp(`(?:${regex.source})(?![\\s\\S])`, `${flags}y`);
  let generator: RandExp;
  try {
    generator = new RandExp(new RegExp(regex.source, flags));
  } catch {
    return undefined; // a syntax randexp cannot read (lookbehind, …)
  }
  generator.randInt = secureRandInt;
  generator.max = OPEN_REPEAT;
  let steps = 0;
  const step = generator._gen.bind(generator);
  // randexp recurses through this._gen: counting here bounds the whole generation.
  generator._gen = (...args: Parameters<RandExp['_gen']>) => {
    if (++steps > MAX_STEPS) throw new RangeError('Sample too long');
    return step(...args);
  };
  let empty: string | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    steps = 0;
    try {
      const text = generator.gen();
      whole.lastIndex = 0;
      if (!whole.test(text)) continue;
      if (text !== '') return text;
      empty = text;
    } catch {
      return empty; // too long to build, or a repetition too large to draw
    }
  }
  return empty;
}
