/** The NATO (ICAO) spelling alphabet, A to Z. */
export const NATO_WORDS = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
  'Juliet',
  'Kilo',
  'Lima',
  'Mike',
  'November',
  'Oscar',
  'Papa',
  'Quebec',
  'Romeo',
  'Sierra',
  'Tango',
  'Uniform',
  'Victor',
  'Whiskey',
  'X-ray',
  'Yankee',
  'Zulu',
] as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The NATO word of a single ASCII letter, in any case; undefined for anything else. */
export function natoWord(char: string): string | undefined {
  if (char.length !== 1) return undefined;
  const index = (char.charCodeAt(0) | 0x20) - 0x61;
  return index >= 0 && index < 26 ? NATO_WORDS[index] : undefined;
}

/**
 * Spells `text` character by character, joined by single spaces: ASCII letters become their NATO
 * word, anything else is kept as is (so a space becomes three spaces). A character is a grapheme
 * cluster: an emoji sequence or a letter with combining marks ("e" + U+0301) stays whole and is
 * kept, as a precomposed "é" is. Linear in the text's length in browsers.
 */
export function textToNato(text: string): string {
  const out: string[] = [];
  for (const { segment } of graphemes.segment(text)) out.push(natoWord(segment) ?? segment);
  return out.join(' ');
}
