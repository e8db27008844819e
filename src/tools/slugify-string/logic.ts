import slugifyText from '@sindresorhus/slugify';

/**
 * The slug of `text` with the library's defaults: lower case, `-` between words, non-Latin scripts
 * transliterated, camelCase split, symbols such as `&` spelt out, digits kept, no separator at
 * either end. Characters it cannot transliterate (emoji, CJK ideographs) are dropped.
 */
export function slugify(text: string): string {
  return slugifyText(text);
}

/** True when `text` has something to slugify but nothing of it survives (only symbols, emoji, CJK…). */
export function isLostInSlug(text: string, slug: string): boolean {
  return text.trim() !== '' && slug === '';
}
