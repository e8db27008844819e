import { describe, expect, it } from 'vitest';
import { DEFAULT_LOREM_OPTIONS, generateLorem, LOREM_FIRST_SENTENCE, normalizeLoremOptions, type LoremOptions } from './logic';
import { LATIN_WORDS } from './words';

const options = (patch: Partial<LoremOptions>): LoremOptions => ({ ...DEFAULT_LOREM_OPTIONS, ...patch });
const known = new Set(LATIN_WORDS);
const paragraphsOf = (text: string) => text.split('\n\n');
const sentencesOf = (paragraph: string) => paragraph.split(/(?<=\.) /);
const wordsOf = (sentence: string) => sentence.replace(/\.$/, '').split(' ');

/** A fake source that always gives the same 32-bit value. */
const constant =
  (value: number) =>
  (bytes: Uint32Array): Uint32Array =>
    bytes.fill(value);

describe('generateLorem', () => {
  it('keeps every count inside its inclusive range, over many draws', () => {
    const seen = { sentences: new Set<number>(), words: new Set<number>() };
    for (let run = 0; run < 40; run++) {
      const text = generateLorem(
        options({ paragraphs: 5, sentencesMin: 2, sentencesMax: 4, wordsMin: 3, wordsMax: 5, startWithLorem: false }),
      );
      const paragraphs = paragraphsOf(text);
      expect(paragraphs).toHaveLength(5);
      for (const paragraph of paragraphs) {
        const sentences = sentencesOf(paragraph);
        seen.sentences.add(sentences.length);
        for (const s of sentences) {
          expect(s).toMatch(/^[A-Z][a-z]*( [a-z]+)*\.$/);
          const words = wordsOf(s);
          seen.words.add(words.length);
          expect(words.filter((word) => !known.has(word.toLowerCase()))).toEqual([]);
        }
      }
    }
    // Both ends of each range are reached: the ranges are inclusive.
    expect([...seen.sentences].sort()).toEqual([2, 3, 4]);
    expect([...seen.words].sort()).toEqual([3, 4, 5]);
  });

  it('starts with the classic sentence when asked', () => {
    const text = generateLorem(options({ sentencesMin: 3, sentencesMax: 3 }));
    expect(text.startsWith(`${LOREM_FIRST_SENTENCE} `)).toBe(true);
    expect(sentencesOf(text)).toHaveLength(3);
    expect(generateLorem(options({ sentencesMin: 1, sentencesMax: 1 }))).toBe(LOREM_FIRST_SENTENCE);
  });

  it('wraps paragraphs in <p> blocks separated by a blank line as HTML', () => {
    const text = generateLorem(options({ paragraphs: 3, asHtml: true }));
    const blocks = paragraphsOf(text);
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(block).toMatch(/^<p>[^<>\n]+<\/p>$/);
    expect(blocks[0]).toMatch(/^<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit\. /);
  });

  it('is deterministic for a given random source (first word, smallest counts)', () => {
    const text = generateLorem(options({ paragraphs: 2, startWithLorem: false }), constant(0));
    // Draw 0 everywhere: 3 sentences of 8 words, all the list's first word.
    const sentence = `A${' a'.repeat(7)}.`;
    expect(text).toBe([sentence, sentence, sentence].join(' ') + '\n\n' + [sentence, sentence, sentence].join(' '));
  });

  it('gives the largest output within limits', () => {
    const text = generateLorem(
      options({ paragraphs: 20, sentencesMin: 50, sentencesMax: 50, wordsMin: 50, wordsMax: 50, startWithLorem: false }),
    );
    expect(paragraphsOf(text)).toHaveLength(20);
    expect(text.split(' ')).toHaveLength(20 * 50 * 50 - 19); // paragraph joins carry no space
  });
});

describe('normalizeLoremOptions', () => {
  it.each([
    [{}, {}],
    [{ paragraphs: 0 }, { paragraphs: 1 }],
    [{ paragraphs: 99 }, { paragraphs: 20 }],
    [{ paragraphs: 2.6 }, { paragraphs: 3 }],
    [{ paragraphs: Number.NaN }, { paragraphs: 1 }],
    [
      { sentencesMin: 9, sentencesMax: 4 },
      { sentencesMin: 4, sentencesMax: 9 },
    ],
    [
      { wordsMin: -5, wordsMax: 500 },
      { wordsMin: 1, wordsMax: 50 },
    ],
  ])('%j → %j', (patch, expected) => {
    expect(normalizeLoremOptions(options(patch))).toEqual(options(expected));
  });
});
