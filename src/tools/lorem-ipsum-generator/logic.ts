import { type RandomSource, secureRandom } from '@/lib/random';
import { LATIN_WORDS } from './words';

export const PARAGRAPHS_RANGE = { min: 1, max: 20 } as const;
export const SENTENCES_RANGE = { min: 1, max: 50 } as const;
export const WORDS_RANGE = { min: 1, max: 50 } as const;

export const LOREM_FIRST_SENTENCE = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

export interface LoremOptions {
  paragraphs: number;
  sentencesMin: number;
  sentencesMax: number;
  wordsMin: number;
  wordsMax: number;
  startWithLorem: boolean;
  asHtml: boolean;
}

export const DEFAULT_LOREM_OPTIONS: LoremOptions = {
  paragraphs: 1,
  sentencesMin: 3,
  sentencesMax: 8,
  wordsMin: 8,
  wordsMax: 15,
  startWithLorem: true,
  asHtml: false,
};

/**
 * Uniform integers from a pooled buffer of secure random words (one getRandomValues call per 1024
 * draws instead of one per word), with rejection sampling so no value is favoured.
 */
class UniformDraws {
  private readonly buffer = new Uint32Array(1024);
  private next = this.buffer.length;
  constructor(private readonly random: RandomSource) {}

  /** An integer in [0, bound), bound ≤ 2^32. */
  below(bound: number): number {
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      if (this.next === this.buffer.length) {
        this.random(this.buffer);
        this.next = 0;
      }
      const draw = this.buffer[this.next++] as number;
      if (draw < limit) return draw % bound;
    }
  }

  /** An integer in [min, max], both included. */
  between(min: number, max: number): number {
    return min + this.below(max - min + 1);
  }
}

const clampInt = (value: number, range: { min: number; max: number }, fallback: number) =>
  Number.isFinite(value) ? Math.min(range.max, Math.max(range.min, Math.round(value))) : fallback;

/**
 * Options brought into their ranges (values from an old link or storage may be anything): counts
 * rounded and clamped, and a range given upside down put back in order.
 */
export function normalizeLoremOptions(options: LoremOptions): LoremOptions {
  const d = DEFAULT_LOREM_OPTIONS;
  const sentences = [
    clampInt(options.sentencesMin, SENTENCES_RANGE, d.sentencesMin),
    clampInt(options.sentencesMax, SENTENCES_RANGE, d.sentencesMax),
  ].sort((a, b) => a - b) as [number, number];
  const words = [clampInt(options.wordsMin, WORDS_RANGE, d.wordsMin), clampInt(options.wordsMax, WORDS_RANGE, d.wordsMax)].sort(
    (a, b) => a - b,
  ) as [number, number];
  return {
    paragraphs: clampInt(options.paragraphs, PARAGRAPHS_RANGE, d.paragraphs),
    sentencesMin: sentences[0],
    sentencesMax: sentences[1],
    wordsMin: words[0],
    wordsMax: words[1],
    startWithLorem: options.startWithLorem,
    asHtml: options.asHtml,
  };
}

function sentence(draws: UniformDraws, wordCount: number): string {
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(LATIN_WORDS[draws.below(LATIN_WORDS.length)] as string);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * Lorem ipsum text: each paragraph draws its number of sentences and each sentence its number of
 * words uniformly within the (inclusive) ranges; words come uniformly from LATIN_WORDS. With
 * `startWithLorem` the first sentence is the classic one. Paragraphs are separated by a blank
 * line; as HTML each is a `<p>…</p>` block, still separated by a blank line.
 * At most 20 × 50 × 50 = 50,000 words: a few milliseconds.
 */
export function generateLorem(input: LoremOptions, random: RandomSource = secureRandom): string {
  const options = normalizeLoremOptions(input);
  const draws = new UniformDraws(random);
  const paragraphs: string[] = [];
  for (let p = 0; p < options.paragraphs; p++) {
    const count = draws.between(options.sentencesMin, options.sentencesMax);
    const sentences: string[] = [];
    for (let s = 0; s < count; s++) {
      sentences.push(
        p === 0 && s === 0 && options.startWithLorem
          ? LOREM_FIRST_SENTENCE
          : sentence(draws, draws.between(options.wordsMin, options.wordsMax)),
      );
    }
    const text = sentences.join(' ');
    paragraphs.push(options.asHtml ? `<p>${text}</p>` : text);
  }
  return paragraphs.join('\n\n');
}
