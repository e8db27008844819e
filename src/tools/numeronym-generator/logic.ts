/**
 * The numeronym of a word: its first code point, the number of code points between, and its last
 * (internationalization → i18n). Up to 3 code points the word is returned unchanged. The whole
 * input is one word, spaces included; an emoji counts as one.
 */
export function numeronym(word: string): string {
  const chars = [...word];
  if (chars.length <= 3) return word;
  return `${chars[0]}${chars.length - 2}${chars[chars.length - 1]}`;
}
